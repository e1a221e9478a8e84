package demo;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

/** Covers part of Calc: lines run in full, partly (a branch missed) and not at all. */
public class CalcTest {
    @Test
    public void positive() {
        assertEquals(1, Calc.sign(5));
    }

    @Test
    public void big() {
        assertEquals("big", Calc.size(500));
    }

    @Test
    public void same() {
        assertEquals(0, Calc.same(3));
    }
}
