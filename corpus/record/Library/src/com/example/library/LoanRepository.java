package com.example.library;

import java.util.List;

public interface LoanRepository {
    long nextId();
    void save(Loan loan);
    Loan find(long id);
    List<Loan> activeLoansOf(String memberId);
}
