import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.ReentrantLock;

import org.junit.Test;

/** Withdrawals from one account by two ATMs at once. */
public class BankAccountTest {

    static class Account {
        protected int balance;

        Account(int balance) {
            this.balance = balance;
        }

        /** Check-then-act without a lock: the fraud check sits between the check and the debit. */
        boolean withdraw(int amount) {
            if (balance >= amount) {
                fraudCheck(amount);
                balance -= amount;
                return true;
            }
            return false;
        }

        static long fraudCheck(int amount) {
            long score = amount;
            for (int i = 0; i < 1000; i++) {
                score = score * 31 + (i ^ amount);
            }
            return score;
        }

        int balance() {
            return balance;
        }
    }

    static final class LockedAccount extends Account {
        private final ReentrantLock lock = new ReentrantLock();

        LockedAccount(int balance) {
            super(balance);
        }

        @Override
        boolean withdraw(int amount) {
            lock.lock();
            try {
                return super.withdraw(amount);
            } finally {
                lock.unlock();
            }
        }

        @Override
        int balance() {
            lock.lock();
            try {
                return balance;
            } finally {
                lock.unlock();
            }
        }
    }

    private static int withdrawFromTwoAtms(Account account, int amount) throws InterruptedException {
        CyclicBarrier bothReady = new CyclicBarrier(2);
        AtomicInteger successes = new AtomicInteger();
        Runnable atm = () -> {
            try {
                bothReady.await();
            } catch (Exception e) {
                return;
            }
            if (account.withdraw(amount)) {
                successes.incrementAndGet();
            }
        };
        Thread a = new Thread(atm);
        Thread b = new Thread(atm);
        a.start();
        b.start();
        a.join();
        b.join();
        return successes.get();
    }

    @Test
    public void refusesOverdraft() {
        Account account = new Account(50);
        assertFalse(account.withdraw(80));
        assertTrue(account.withdraw(50));
        assertEquals(0, account.balance());
    }

    // FLAKY (concurrency): both ATMs can pass the balance check before either debits.
    @Test
    public void neverOverdrawsUnderConcurrentWithdrawals() throws InterruptedException {
        Account account = new Account(100);
        int successes = withdrawFromTwoAtms(account, 100);
        assertEquals(1, successes);
        assertEquals(0, account.balance());
    }

    @Test
    public void lockedAccountNeverOverdraws() throws InterruptedException {
        Account account = new LockedAccount(100);
        int successes = withdrawFromTwoAtms(account, 100);
        assertEquals(1, successes);
        assertEquals(0, account.balance());
    }
}
