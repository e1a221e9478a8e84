package org.mockito.junit.jupiter;

import org.junit.jupiter.api.extension.Extension;

/**
 * Mockito's Jupiter extension ({@code @ExtendWith(MockitoExtension.class)}),
 * as {@code terrarium test} applies it: the test instance's {@code @Mock},
 * {@code @Spy}, {@code @Captor} and {@code @InjectMocks} fields are set up
 * before each test's {@code @BeforeEach} methods, and Mockito's usage is
 * validated after the test (as with {@code MockitoJUnitRunner}). The runner
 * does this itself; this class is what the annotation names.
 */
public class MockitoExtension implements Extension {
}
