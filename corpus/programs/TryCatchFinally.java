public class TryCatchFinally {
    static class MyEx extends Exception {
        final int code;
        MyEx(String m, int code) { super(m); this.code = code; }
    }
    static class OtherEx extends RuntimeException { OtherEx(String m) { super(m); } }

    @SuppressWarnings("finally")
    static int finallyOverridesReturn() {
        try {
            return 1;
        } finally {
            return 2;
        }
    }
    @SuppressWarnings("finally")
    static int finallySwallowsException() {
        try {
            throw new RuntimeException("lost");
        } finally {
            return 3;
        }
    }
    static int finallyDoesNotChangeReturnedValue() {
        int x = 10;
        try {
            return x;
        } finally {
            x = 20;
            System.out.println("  finally set x=" + x);
        }
    }
    static StringBuilder finallyMutatesReturnedObject() {
        StringBuilder sb = new StringBuilder("a");
        try {
            return sb;
        } finally {
            sb.append("-finally");
        }
    }
    static String nested(int mode) {
        StringBuilder log = new StringBuilder();
        try {
            log.append("outer-try ");
            try {
                log.append("inner-try ");
                if (mode == 1) throw new IllegalStateException("ise");
                if (mode == 2) throw new OtherEx("other");
                if (mode == 3) return log.append("inner-return ").toString();
                log.append("inner-end ");
            } catch (IllegalStateException e) {
                log.append("inner-catch(" + e.getMessage() + ") ");
                if (mode == 1) throw new OtherEx("rethrown-from-inner");
            } finally {
                log.append("inner-finally ");
            }
            log.append("outer-after-inner ");
        } catch (OtherEx e) {
            log.append("outer-catch(" + e.getMessage() + ") ");
        } finally {
            log.append("outer-finally");
        }
        return log.toString();
    }
    static void thrower(int k) throws MyEx {
        switch (k) {
            case 0: throw new MyEx("checked", 42);
            case 1: throw new ArithmeticException("arith");
            case 2: throw new NullPointerException("npe");
            case 3: throw new UnsupportedOperationException("uoe");
            case 4: throw new StackOverflowError("fake soe");
            default: System.out.println("  no throw");
        }
    }
    static void multiCatch(int k) {
        try {
            thrower(k);
        } catch (ArithmeticException | NullPointerException e) {
            System.out.println("  multi-catch " + e.getClass().getSimpleName() + ": " + e.getMessage());
        } catch (MyEx e) {
            System.out.println("  MyEx code=" + e.code + " msg=" + e.getMessage());
        } catch (RuntimeException e) {
            System.out.println("  RuntimeException " + e);
        } catch (Error e) {
            System.out.println("  Error " + e);
        }
    }
    static void rethrowPrecise() throws MyEx {
        try {
            thrower(0);
        } catch (Exception e) {
            System.out.println("  rethrowing " + e.getClass().getName());
            throw e;
        }
    }
    static int loopWithFinally() {
        int count = 0;
        for (int i = 0; i < 5; i++) {
            try {
                if (i == 1) continue;
                if (i == 3) break;
                count += 10;
            } finally {
                count++;
            }
        }
        return count;
    }
    static String catchOrder(Object o) {
        try {
            String s = (String) o;
            return "len " + s.length();
        } catch (ClassCastException e) {
            return "CCE";
        } catch (NullPointerException e) {
            return "NPE";
        } finally {
            System.out.print("  [finally for " + (o == null ? "null" : o.getClass().getSimpleName()) + "] ");
        }
    }

    public static void main(String[] args) throws Exception {
        System.out.println("finallyOverridesReturn " + finallyOverridesReturn());
        System.out.println("finallySwallowsException " + finallySwallowsException());
        System.out.println("finallyDoesNotChangeReturnedValue " + finallyDoesNotChangeReturnedValue());
        System.out.println("finallyMutatesReturnedObject " + finallyMutatesReturnedObject());
        for (int m = 0; m <= 3; m++) System.out.println("nested(" + m + ") " + nested(m));
        for (int k = 0; k <= 5; k++) { System.out.println("multiCatch " + k); multiCatch(k); }
        try {
            rethrowPrecise();
        } catch (MyEx e) {
            System.out.println("caught rethrown " + e.getMessage() + " code " + e.code);
        }
        System.out.println("loopWithFinally " + loopWithFinally());
        System.out.println(catchOrder("abc"));
        System.out.println(catchOrder(5));
        System.out.println(catchOrder(null));
        Throwable t = new Exception("outer", new RuntimeException("inner"));
        System.out.println("cause " + t.getCause().getMessage() + " toString " + t + " cause toString " + t.getCause());
        Exception noMsg = new Exception();
        System.out.println("no message: " + noMsg.getMessage() + " toString " + noMsg);
        Exception causeOnly = new RuntimeException(new IllegalArgumentException("root"));
        System.out.println("cause only message: " + causeOnly.getMessage());
        Throwable init = new Exception("x");
        init.initCause(new Error("e"));
        System.out.println("initCause " + init.getCause());
        try {
            init.initCause(new Error("again"));
        } catch (IllegalStateException e) {
            System.out.println("initCause twice: " + e.getMessage());
        }
        System.out.println("localized " + new Exception("loc").getLocalizedMessage());
        int depth = 0;
        try {
            try {
                try {
                    throw new Exception("deep");
                } finally {
                    depth++;
                }
            } finally {
                depth++;
            }
        } catch (Exception e) {
            depth += 100;
        }
        System.out.println("depth " + depth);
        try {
            throw null;
        } catch (NullPointerException e) {
            System.out.println("throw null -> NPE");
        }
    }
}
