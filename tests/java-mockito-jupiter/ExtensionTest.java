import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.mockito.ArgumentMatchers.anyString;
import static org.mockito.Mockito.times;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import java.util.Arrays;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.mockito.ArgumentCaptor;
import org.mockito.Captor;
import org.mockito.InjectMocks;
import org.mockito.Mock;
import org.mockito.junit.jupiter.MockitoExtension;

/** RunnerTest's mocks, captors and injection, set up by MockitoExtension. */
@ExtendWith(MockitoExtension.class)
class ExtensionTest {
    @Mock
    Repo repo;

    @Mock(name = "mailman")
    Notifier notifier;

    @Captor
    ArgumentCaptor<String> names;

    @InjectMocks
    Mailer mailer;

    private int countBefore;

    @BeforeEach
    void mocksAreThereBeforeEachTest() {
        countBefore = repo.count();
    }

    @Test
    void mocksAreCreated() {
        assertNotNull(repo);
        assertEquals("mailman", notifier.toString());
        assertEquals(0, countBefore);
    }

    @Test
    void constructorInjection() {
        when(repo.all()).thenReturn(Arrays.asList("ann", "bob"));
        mailer.mailAll();
        verify(notifier, times(2)).send(names.capture(), anyString());
        assertEquals(Arrays.asList("ann", "bob"), names.getAllValues());
    }

    @Test
    void aMissingInteractionFails() {
        verify(notifier).send("zoe", "news");
    }
}
