package jacoco;

import java.util.Comparator;

/** Nested, inner, local and anonymous classes: each is its own class for JaCoCo. */
public class Nested {
    private int secret = 3;

    public class Inner {
        public int peek() {
            return secret > 2 ? secret : 0;
        }
    }

    public static class Static {
        public static int one() {
            return 1;
        }
    }

    public Comparator<String> byLength() {
        return new Comparator<String>() {
            @Override
            public int compare(String a, String b) {
                return Integer.compare(a.length(), b.length());
            }
        };
    }

    public int local(int x) {
        class Counter {
            int n;

            void add(int v) {
                if (v > 0) {
                    n += v;
                }
            }
        }
        Counter c = new Counter();
        c.add(x);
        c.add(secret);
        return c.n;
    }

    public interface Shape {
        double area();

        default boolean big() {
            return area() > 10;
        }

        static Shape unit() {
            return () -> 1.0;
        }
    }

    public interface Constants {
        int LIMIT = Integer.parseInt("12");
    }
}
