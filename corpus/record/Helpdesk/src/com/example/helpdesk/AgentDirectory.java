package com.example.helpdesk;

import java.util.List;

public interface AgentDirectory {
    /** Agents on duty, least busy first. */
    List<String> onDuty();
    boolean isSenior(String agent);
}
