package subjects;

/** Recursive-descent calculator for + - * / % parentheses and unary minus over longs. */
public class ExpressionCalculator {

    private String input;
    private int pos;

    public long evaluate(String expression) {
        if (expression == null || expression.trim().isEmpty()) {
            throw new IllegalArgumentException("empty expression");
        }
        input = expression;
        pos = 0;
        long value = parseSum();
        skipSpaces();
        if (pos != input.length()) {
            throw new IllegalArgumentException("unexpected '" + input.charAt(pos) + "' at " + pos);
        }
        return value;
    }

    private long parseSum() {
        long value = parseProduct();
        while (true) {
            skipSpaces();
            if (accept('+')) {
                value += parseProduct();
            } else if (accept('-')) {
                value -= parseProduct();
            } else {
                return value;
            }
        }
    }

    private long parseProduct() {
        long value = parseUnary();
        while (true) {
            skipSpaces();
            if (accept('*')) {
                value *= parseUnary();
            } else if (accept('/') || accept('%')) {
                char op = input.charAt(pos - 1);
                long divisor = parseUnary();
                if (divisor == 0) {
                    throw new ArithmeticException("division by zero");
                }
                value = op == '/' ? value / divisor : value % divisor;
            } else {
                return value;
            }
        }
    }

    private long parseUnary() {
        skipSpaces();
        if (accept('-')) {
            return -parseUnary();
        }
        if (accept('(')) {
            long value = parseSum();
            skipSpaces();
            if (!accept(')')) {
                throw new IllegalArgumentException("missing ')'");
            }
            return value;
        }
        int start = pos;
        while (pos < input.length() && Character.isDigit(input.charAt(pos))) {
            pos++;
        }
        if (start == pos) {
            throw new IllegalArgumentException("number expected at " + pos);
        }
        return Long.parseLong(input.substring(start, pos));
    }

    private boolean accept(char c) {
        if (pos < input.length() && input.charAt(pos) == c) {
            pos++;
            return true;
        }
        return false;
    }

    private void skipSpaces() {
        while (pos < input.length() && input.charAt(pos) == ' ') {
            pos++;
        }
    }
}
