import static org.mockito.Mockito.*;

import java.util.List;

import org.junit.Test;
import org.mockito.ArgumentCaptor;
import org.mockito.InOrder;

/**
 * Verifications that fail on purpose: the Rust test compares their
 * exception classes and messages with real Mockito's.
 */
public class FailingTest {
    private final Repo repo = mock(Repo.class);
    private final Notifier notifier = mock(Notifier.class);

    @Test
    public void wantedButNotInvoked() {
        verify(repo).find(2);
    }

    @Test
    public void wantedButOtherInteractions() {
        repo.count();
        repo.save("x");
        verify(repo).find(2);
    }

    @Test
    public void argumentsAreDifferent() {
        repo.find(1);
        verify(repo).find(2);
    }

    @Test
    public void argumentsAreDifferentStrings() {
        notifier.send("ann", "hi");
        verify(notifier).send("ann", "hello");
    }

    @Test
    public void tooManyInvocations() {
        repo.count();
        repo.count();
        repo.count();
        verify(repo, times(2)).count();
    }

    @Test
    public void tooFewInvocations() {
        repo.delete(1);
        verify(repo, times(3)).delete(1);
    }

    @Test
    public void neverWanted() {
        repo.save("x");
        verify(repo, never()).save("x");
    }

    @Test
    public void atLeastFails() {
        repo.count();
        verify(repo, atLeast(2)).count();
    }

    @Test
    public void atMostFails() {
        repo.count();
        repo.count();
        verify(repo, atMost(1)).count();
    }

    @Test
    public void noMoreInteractions() {
        repo.find(1);
        repo.save("ann");
        verify(repo).find(1);
        verifyNoMoreInteractions(repo);
    }

    @Test
    public void zeroInteractions() {
        notifier.pending();
        verifyZeroInteractions(notifier);
    }

    @Test
    public void inOrderFails() {
        repo.save("a");
        notifier.send("a", "b");
        InOrder order = inOrder(repo, notifier);
        order.verify(notifier).send("a", "b");
        order.verify(repo).save("a");
    }

    @Test
    public void onlyFails() {
        notifier.pending();
        notifier.send("x", "y");
        verify(notifier, only()).pending();
    }

    @Test
    public void namedMock() {
        List<?> list = mock(List.class, "shoppingList");
        list.clear();
        verify(list).isEmpty();
    }

    @Test
    public void stubbedExceptionEscapes() {
        when(repo.find(9)).thenThrow(new IllegalStateException("boom"));
        new UserService(repo, notifier).greet(9);
    }

    @Test
    public void checkedExceptionInvalid() {
        when(repo.find(9)).thenThrow(new Exception("checked"));
    }

    @Test
    public void notAMock() {
        verify(new Object()).toString();
    }

    @Test
    public void unfinishedStubbing() {
        when(repo.find(1));
        repo.count();
        verify(repo).count();
    }

    @Test
    public void mixedMatchers() {
        when(repo.total(anyLong(), 2.0)).thenReturn(1L);
    }

    @Test
    public void stubbingVoidWithReturn() {
        doReturn("x").when(repo).delete(1);
    }

    @Test
    public void nothingToStub() {
        when("plain".length()).thenReturn(3);
    }

    @Test
    public void longCallsArePrintedOneArgumentALine() {
        notifier.send("somebody with a long name", "a message");
        notifier.send("somebody else", "another message");
        ArgumentCaptor<String> names = ArgumentCaptor.forClass(String.class);
        verify(notifier).send(names.capture(), anyString());
    }

    @Test
    public void captorWithoutValue() {
        ArgumentCaptor<String> names = ArgumentCaptor.forClass(String.class);
        names.getValue();
    }

    @Test
    public void unfinishedVerification() {
        verify(repo);
        mock(Notifier.class);
    }

    @Test
    public void inOrderTooMany() {
        repo.count();
        repo.count();
        InOrder order = inOrder(repo);
        order.verify(repo).count();
    }

    @Test
    public void thenReturnWrongType() {
        when(repo.describe("x")).thenReturn("y");
        when((Object) repo.count()).thenReturn("three");
    }

    @Test
    public void spyVerification() {
        PriceCalculator spy = spy(new PriceCalculator(0.1));
        spy.label(2);
        verify(spy).round(3.0);
    }
}
