// Which conversation this tab shows, for the live provider: an event for it refreshes the open
// screen; an event for any other room raises that room's unread state and a toast.

let activeRoomId: number | null = null;

export function setActiveChatRoom(roomId: number | null) {
  activeRoomId = roomId;
}

export function getActiveChatRoom(): number | null {
  return activeRoomId;
}
