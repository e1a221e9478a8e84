import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertSame;
import static org.mockito.ArgumentMatchers.anyString;
import static org.mockito.Mockito.times;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import java.util.Arrays;
import java.util.List;

import org.junit.Test;
import org.junit.runner.RunWith;
import org.mockito.ArgumentCaptor;
import org.mockito.Captor;
import org.mockito.InjectMocks;
import org.mockito.Mock;
import org.mockito.Spy;
import org.mockito.junit.MockitoJUnitRunner;

/** Mocks, spies, captors and injection set up by MockitoJUnitRunner. */
@RunWith(MockitoJUnitRunner.class)
public class RunnerTest {
    @Mock
    private Repo repo;

    @Mock(name = "mailman")
    private Notifier notifier;

    @Spy
    private PriceCalculator calc = new PriceCalculator(0.1);

    @Captor
    private ArgumentCaptor<String> names;

    @InjectMocks
    private Mailer mailer;

    @InjectMocks
    private Audit audit;

    @Test
    public void mocksAreCreated() {
        assertNotNull(repo);
        assertEquals("mailman", notifier.toString());
        assertEquals(11.0, calc.gross(10), 0.0);
        verify(calc).gross(10);
    }

    @Test
    public void constructorInjection() {
        when(repo.all()).thenReturn(Arrays.asList("ann", "bob"));
        mailer.mailAll();
        verify(notifier).send("ann", "news");
        verify(notifier, times(2)).send(names.capture(), anyString());
        assertEquals(Arrays.asList("ann", "bob"), names.getAllValues());
    }

    @Test
    public void fieldInjection() {
        when(repo.find(4)).thenReturn("dee");
        assertEquals("dee", audit.check(4));
        verify(notifier).send("audit", "checked dee");
    }

    @Test
    public void freshMocksPerTest() {
        List<String> none = repo.all();
        assertEquals(0, none.size());
        assertSame(none.getClass(), repo.all().getClass());
    }

    @Test
    public void failsInsideRunner() {
        repo.find(1);
        verify(repo).find(5);
    }
}
