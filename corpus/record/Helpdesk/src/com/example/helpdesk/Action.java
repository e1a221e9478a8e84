package com.example.helpdesk;

public enum Action {
    ASSIGN, ASK_CUSTOMER, CUSTOMER_REPLIED, RESOLVE, REOPEN, CLOSE
}
