package demo;

import static org.junit.Assert.assertEquals;

import java.io.IOException;

import org.junit.Assume;
import org.junit.Ignore;
import org.junit.Test;

/** Every outcome a Surefire report tells apart. */
public class ReportsTest {
    @Test
    public void passes() {
        System.out.println("hello <out> & ]]> more");
        System.err.println("to stderr");
    }

    @Test
    public void fails() {
        assertEquals(1, 2);
    }

    @Test
    public void errs() {
        throw new IllegalStateException("boom");
    }

    @Ignore("not yet")
    @Test
    public void ignored() {
    }

    @Test
    public void assumes() {
        Assume.assumeTrue("no luck", false);
    }

    @Test(expected = IOException.class)
    public void expectsAnException() {
    }
}
