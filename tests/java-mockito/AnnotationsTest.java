import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNull;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import org.junit.Before;
import org.junit.Test;
import org.mockito.InjectMocks;
import org.mockito.Mock;
import org.mockito.MockitoAnnotations;

/** @Mock fields set up by MockitoAnnotations.initMocks in @Before. */
public class AnnotationsTest {
    @Mock
    Repo repo;

    @Mock
    Notifier notifier;

    @InjectMocks
    UserService service;

    @Before
    public void init() {
        MockitoAnnotations.initMocks(this);
    }

    @Test
    public void serviceGetsTheMocks() {
        when(repo.find(1)).thenReturn("ann");
        assertEquals("hello ann", service.greet(1));
        assertNull(repo.find(2));
        verify(repo).find(1);
    }

    @Test
    public void registerSaves() {
        when(repo.save("x")).thenReturn(true);
        service.register("x");
        verify(notifier).send("x", "welcome x");
    }
}
