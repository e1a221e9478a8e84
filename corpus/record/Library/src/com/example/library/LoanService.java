package com.example.library;

import java.util.ArrayList;
import java.util.List;

public class LoanService {
    static final int LOAN_DAYS = 14;
    static final int FINE_PER_DAY = 25;

    private final BookRepository books;
    private final MemberRepository members;
    private final LoanRepository loans;
    private final Clock clock;
    private final Notifier notifier;

    public LoanService(BookRepository books, MemberRepository members, LoanRepository loans,
                       Clock clock, Notifier notifier) {
        this.books = books;
        this.members = members;
        this.loans = loans;
        this.clock = clock;
        this.notifier = notifier;
    }

    public Loan lend(String isbn, String memberId) throws LoanException {
        Member member = members.findById(memberId);
        if (member == null) {
            throw new LoanException("unknown member " + memberId);
        }
        Book book = books.findByIsbn(isbn)
                .orElseThrow(() -> new LoanException("unknown book " + isbn));
        return lend(book, member);
    }

    public Loan lend(Book book, Member member) throws LoanException {
        if (book.getCopies() == 0) {
            throw new LoanException("no copy of " + book.getTitle() + " left");
        }
        List<Loan> active = loans.activeLoansOf(member.getId());
        if (active.size() >= member.maxLoans()) {
            throw new LoanException(member.getName() + " already has " + active.size() + " loans");
        }
        book.setCopies(book.getCopies() - 1);
        books.update(book);
        Loan loan = new Loan(loans.nextId(), book.getIsbn(), member.getId(), clock.today() + LOAN_DAYS);
        loans.save(loan);
        notifier.notify(member.getId(), "You borrowed " + book.getTitle() + ", due on day " + loan.getDueDay());
        return loan;
    }

    /** Returns a loan; the fine in cents, 0 when on time. */
    public int giveBack(long loanId) {
        Loan loan = loans.find(loanId);
        if (loan == null || loan.getStatus() == Loan.Status.RETURNED) {
            throw new IllegalArgumentException("no active loan " + loanId);
        }
        long late = clock.today() - loan.getDueDay();
        loan.setStatus(Loan.Status.RETURNED);
        loans.save(loan);
        books.findByIsbn(loan.getIsbn()).ifPresent(b -> {
            b.setCopies(b.getCopies() + 1);
            books.update(b);
        });
        if (late > 0) {
            int fine = (int) late * FINE_PER_DAY;
            notifier.notify(loan.getMemberId(), "Returned " + late + " days late, fine " + fine + " cents");
            return fine;
        }
        return 0;
    }

    public List<String> titlesBy(String author) {
        List<String> titles = new ArrayList<>();
        for (Book b : books.findByAuthor(author)) {
            if (b.getCopies() > 0) {
                titles.add(b.getTitle());
            }
        }
        return titles;
    }
}
