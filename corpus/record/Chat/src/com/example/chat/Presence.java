package com.example.chat;

import java.util.Set;

public interface Presence {
    Set<String> membersOf(String room);
    void enter(String room, String user);
    void leave(String room, String user);
    boolean isOnline(String user);
    boolean rename(String from, String to);
}
