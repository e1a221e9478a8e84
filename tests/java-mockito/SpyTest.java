import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;
import static org.mockito.Mockito.*;

import org.junit.Test;
import org.mockito.exceptions.base.MockitoException;

/** Spies and mocks of classes. */
public class SpyTest {
    @Test
    public void spyCallsRealMethodsAndKeepsState() {
        PriceCalculator real = new PriceCalculator(0.2);
        PriceCalculator spy = spy(real);
        assertEquals(12.0, spy.gross(10), 0.0);
        assertEquals("EUR 24.0", spy.label(20));
        assertEquals(2, spy.calls());
        assertEquals(0, real.calls());
        verify(spy).gross(10);
        verify(spy).gross(20);
        verify(spy, times(2)).round(anyDouble());
        assertEquals("PriceCalculator(0.2)", spy.toString());
    }

    @Test
    public void spyPartiallyStubbed() {
        PriceCalculator spy = spy(new PriceCalculator(0.5));
        doReturn(100.0).when(spy).gross(1);
        assertEquals("EUR 100.0", spy.label(1));
        assertEquals("EUR 3.0", spy.label(2));
        when(spy.round(anyDouble())).thenReturn(7.0);
        assertEquals(7.0, spy.gross(4), 0.0);
    }

    @Test
    public void mockOfAClass() {
        PriceCalculator calc = mock(PriceCalculator.class);
        assertEquals(0.0, calc.gross(10), 0.0);
        assertEquals(null, calc.label(1));
        when(calc.gross(anyDouble())).thenReturn(5.0);
        when(calc.label(anyDouble())).thenCallRealMethod();
        assertEquals(null + " 5.0", calc.label(3));
        assertEquals(0, calc.calls());
        assertTrue(calc.toString().startsWith("Mock for PriceCalculator, hashCode: "));
    }

    @Test
    public void mockOfAnAbstractClass() {
        Shape shape = mock(Shape.class);
        when(shape.area()).thenReturn(2.0);
        doCallRealMethod().when(shape).describe();
        assertEquals("shape of area 2.0", shape.describe());
        verify(shape).area();
    }

    @Test
    public void finalMethodsRunForReal() {
        PriceCalculator calc = mock(PriceCalculator.class);
        assertEquals(null, calc.currency());
        PriceCalculator spy = spy(new PriceCalculator(0));
        assertEquals("EUR", spy.currency());
    }

    @Test
    public void finalClassCannotBeMocked() {
        try {
            mock(Token.class);
            fail("mocked a final class");
        } catch (MockitoException e) {
            String first = e.getMessage().split("\n")[1];
            assertEquals("Cannot mock/spy class Token", first);
        }
    }

    @Test
    public void answerCallsRealMethod() {
        PriceCalculator calc = mock(PriceCalculator.class);
        when(calc.round(anyDouble())).thenAnswer(inv -> (Double) inv.callRealMethod() * 10);
        assertEquals(12.3, calc.round(1.234), 1e-9);
    }
}
