import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertSame;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;
import static org.mockito.ArgumentMatchers.anyString;
import static org.mockito.Mockito.*;

import java.util.Arrays;
import java.util.List;

import org.junit.Before;
import org.junit.Test;
import org.mockito.ArgumentCaptor;
import org.mockito.InOrder;

/** A service over a mocked repository and notifier. */
public class ServiceTest {
    private Repo repo;
    private Notifier notifier;
    private UserService service;

    @Before
    public void setUp() {
        repo = mock(Repo.class);
        notifier = mock(Notifier.class);
        service = new UserService(repo, notifier);
    }

    @Test
    public void registersAndNotifies() {
        when(repo.save("ann")).thenReturn(true);
        assertTrue(service.register("ann"));
        verify(repo).save("ann");
        verify(notifier).send("ann", "welcome ann");
        verifyNoMoreInteractions(repo, notifier);
    }

    @Test
    public void doesNotNotifyWhenNotSaved() {
        assertFalse(service.register("bob"));
        verify(notifier, never()).send(anyString(), anyString());
        verifyZeroInteractions(notifier);
    }

    @Test
    public void unstubbedCallsGiveDefaults() {
        assertNull(repo.find(3));
        assertEquals(0, repo.count());
        assertFalse(repo.save("x"));
        assertTrue(repo.all().isEmpty());
        assertTrue(repo.scores().isEmpty());
        assertTrue(repo.ids().isEmpty());
        assertFalse(repo.lookup("k").isPresent());
        assertEquals(0L, repo.total(1, 2.0));
        assertNull(repo.describe("x"));
        assertEquals("nobody", service.greet(1));
    }

    @Test
    public void matchersPickTheStub() {
        when(repo.find(anyInt())).thenReturn("anyone");
        when(repo.find(7)).thenReturn("seven");
        when(repo.describe(isNull())).thenReturn("null!");
        when(repo.describe(any(Integer.class))).thenReturn("an int");
        when(repo.describe(argThat(o -> o instanceof String && ((String) o).length() > 3))).thenReturn("long");
        when(repo.total(eq(2L), anyDouble())).thenReturn(99L);
        assertEquals("hello seven", service.greet(7));
        assertEquals("hello anyone", service.greet(8));
        assertEquals("null!", repo.describe(null));
        assertEquals("an int", repo.describe(5));
        assertEquals("long", repo.describe("abcd"));
        assertNull(repo.describe("ab"));
        assertEquals(99L, repo.total(2, 0.5));
        assertEquals(0L, repo.total(3, 0.5));
        verify(repo, times(2)).find(anyInt());
        verify(repo, atLeast(3)).describe(any());
        verify(repo, atMost(2)).total(anyLong(), anyDouble());
    }

    @Test
    public void stringMatchers() {
        when(repo.lookup(startsWith("a"))).thenReturn(java.util.Optional.of("A"));
        when(repo.lookup(endsWith("z"))).thenReturn(java.util.Optional.of("Z"));
        when(repo.lookup(contains("mid"))).thenReturn(java.util.Optional.of("M"));
        assertEquals("A", repo.lookup("abc").get());
        assertEquals("Z", repo.lookup("xyz").get());
        assertEquals("M", repo.lookup("amidst").get().toLowerCase().equals("m") ? "M" : "?");
        assertFalse(repo.lookup("q").isPresent());
    }

    @Test
    public void consecutiveStubbing() {
        when(repo.count()).thenReturn(1, 2, 3);
        assertEquals(1, repo.count());
        assertEquals(2, repo.count());
        assertEquals(3, repo.count());
        assertEquals(3, repo.count());
        when(repo.find(1)).thenReturn("a").thenThrow(new IllegalStateException("gone")).thenReturn("b");
        assertEquals("a", repo.find(1));
        try {
            repo.find(1);
            fail("expected an exception");
        } catch (IllegalStateException e) {
            assertEquals("gone", e.getMessage());
        }
        assertEquals("b", repo.find(1));
    }

    @Test(expected = IllegalArgumentException.class)
    public void thenThrowByClass() {
        when(repo.find(0)).thenThrow(IllegalArgumentException.class);
        service.greet(0);
    }

    @Test
    public void doThrowOnVoid() {
        doThrow(new IllegalStateException("locked")).when(repo).delete(4);
        service.remove(4);
        service.remove(5);
        verify(notifier).send("admin", "could not delete 4: locked");
        verify(notifier).send("admin", "deleted 5");
    }

    @Test
    public void doReturnAndDoAnswer() {
        doReturn("zed").when(repo).find(26);
        doAnswer(inv -> "#" + inv.getArgument(0)).when(repo).describe(any());
        doNothing().when(notifier).send(anyString(), anyString());
        assertEquals("hello zed", service.greet(26));
        assertEquals("#x", repo.describe("x"));
        assertEquals("#3", repo.describe(3));
        notifier.send("a", "b");
    }

    @Test
    public void thenAnswerSeesTheInvocation() {
        when(repo.total(anyLong(), anyDouble())).thenAnswer(inv -> {
            Object[] args = inv.getArguments();
            assertSame(repo, inv.getMock());
            assertEquals("total", inv.getMethod().getName());
            long base = inv.getArgument(0);
            double factor = (Double) args[1];
            return (long) (base * factor);
        });
        assertEquals(30L, repo.total(10, 3.0));
    }

    @Test
    public void captorsCollectArguments() {
        when(repo.save(anyString())).thenReturn(true);
        service.register("ann");
        service.register("bob");
        ArgumentCaptor<String> user = ArgumentCaptor.forClass(String.class);
        ArgumentCaptor<String> message = ArgumentCaptor.forClass(String.class);
        verify(notifier, times(2)).send(user.capture(), message.capture());
        assertEquals(Arrays.asList("ann", "bob"), user.getAllValues());
        assertEquals("welcome bob", message.getValue());
    }

    @Test
    public void inOrderVerification() {
        when(repo.save(anyString())).thenReturn(true);
        service.register("ann");
        service.register("bob");
        InOrder order = inOrder(repo, notifier);
        order.verify(repo).save("ann");
        order.verify(notifier).send("ann", "welcome ann");
        order.verify(repo).save("bob");
        order.verify(notifier).send(eq("bob"), anyString());
        order.verifyNoMoreInteractions();
    }

    @Test
    public void resetAndClear() {
        when(repo.count()).thenReturn(5);
        assertEquals(5, service.load());
        clearInvocations(repo);
        verify(repo, never()).count();
        assertEquals(5, repo.count());
        reset(repo);
        verifyZeroInteractions(repo);
        assertEquals(0, repo.count());
    }

    @Test
    public void mockToStringAndEquality() {
        Repo named = mock(Repo.class, "users");
        assertEquals("users", named.toString());
        assertTrue(repo.toString().startsWith("Mock for Repo, hashCode: "));
        assertTrue(repo.equals(repo));
        assertFalse(repo.equals(named));
        assertEquals(System.identityHashCode(repo), repo.hashCode());
    }

    @Test
    public void listMocks() {
        @SuppressWarnings("unchecked")
        List<String> list = mock(List.class);
        when(list.get(0)).thenReturn("first");
        when(list.size()).thenReturn(10);
        assertEquals("first", list.get(0));
        assertNull(list.get(1));
        assertEquals(10, list.size());
        verify(list, atLeastOnce()).get(anyInt());
        when(repo.all()).thenReturn(Arrays.asList("a", "b"));
        assertEquals(Arrays.asList("A", "B"), service.upperNames());
    }

    @Test
    public void onlyVerification() {
        notifier.pending();
        verify(notifier, only()).pending();
    }

    @Test
    public void mockWithAnswer() {
        Repo smart = mock(Repo.class, inv -> inv.getMethod().getReturnType() == String.class ? "s" : null);
        assertEquals("s", smart.find(1));
        assertNull(smart.all());
    }
}
