import java.util.*;
import java.util.regex.*;

public class ExpressionEval {
    enum Kind { NUM, IDENT, OP, LPAREN, RPAREN, COMMA }
    record Token(Kind kind, String text) {
        @Override public String toString() { return kind + "(" + text + ")"; }
    }

    static final Pattern TOKEN = Pattern.compile("\\s*(?:(\\d+(?:\\.\\d+)?)|([A-Za-z_]\\w*)|(\\*\\*|[-+*/%^])|(\\()|(\\))|(,))");

    static List<Token> tokenize(String src) {
        List<Token> out = new ArrayList<>();
        Matcher m = TOKEN.matcher(src);
        int pos = 0;
        while (pos < src.length()) {
            if (!m.find(pos) || m.start() != pos) {
                if (src.substring(pos).isBlank()) break;
                throw new IllegalArgumentException("bad character at " + pos + ": '" + src.charAt(pos) + "'");
            }
            for (int g = 1; g <= 6; g++) {
                if (m.group(g) != null) { out.add(new Token(Kind.values()[g - 1], m.group(g))); break; }
            }
            pos = m.end();
        }
        return out;
    }

    static final class Evaluator {
        final List<Token> toks; int p; final Map<String, Double> vars;
        Evaluator(List<Token> toks, Map<String, Double> vars) { this.toks = toks; this.vars = vars; }
        Token peek() { return p < toks.size() ? toks.get(p) : null; }
        boolean isOp(String s) { Token t = peek(); return t != null && t.kind() == Kind.OP && t.text().equals(s); }
        double expr() {
            double v = term();
            while (isOp("+") || isOp("-")) { String op = toks.get(p++).text(); double r = term(); v = op.equals("+") ? v + r : v - r; }
            return v;
        }
        double term() {
            double v = factor();
            while (isOp("*") || isOp("/") || isOp("%")) {
                String op = toks.get(p++).text();
                double r = factor();
                if (op.equals("*")) v *= r;
                else if (op.equals("/")) { if (r == 0) throw new ArithmeticException("division by zero"); v /= r; }
                else v %= r;
            }
            return v;
        }
        double factor() {
            double b = unary();
            if (isOp("^") || isOp("**")) { p++; return Math.pow(b, factor()); }
            return b;
        }
        double unary() {
            if (isOp("-")) { p++; return -unary(); }
            if (isOp("+")) { p++; return unary(); }
            return primary();
        }
        double primary() {
            Token t = peek();
            if (t == null) throw new IllegalStateException("unexpected end of input");
            p++;
            switch (t.kind()) {
                case NUM: return Double.parseDouble(t.text());
                case LPAREN: { double v = expr(); expectKind(Kind.RPAREN); return v; }
                case IDENT: {
                    if (peek() != null && peek().kind() == Kind.LPAREN) {
                        p++;
                        List<Double> a = new ArrayList<>();
                        if (peek() != null && peek().kind() != Kind.RPAREN) {
                            a.add(expr());
                            while (peek() != null && peek().kind() == Kind.COMMA) { p++; a.add(expr()); }
                        }
                        expectKind(Kind.RPAREN);
                        return call(t.text(), a);
                    }
                    Double v = vars.get(t.text());
                    if (v == null) throw new NoSuchElementException("unknown variable " + t.text());
                    return v;
                }
                default: throw new IllegalStateException("unexpected " + t);
            }
        }
        void expectKind(Kind k) {
            Token t = peek();
            if (t == null || t.kind() != k) throw new IllegalStateException("expected " + k + " but got " + t);
            p++;
        }
        double call(String f, List<Double> a) {
            switch (f) {
                case "max": return a.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
                case "min": return a.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
                case "sqrt": return Math.sqrt(a.get(0));
                case "abs": return Math.abs(a.get(0));
                case "hyp": return Math.hypot(a.get(0), a.get(1));
                case "sum": return a.stream().mapToDouble(x -> x).sum();
                default: throw new UnsupportedOperationException("function " + f + "/" + a.size());
            }
        }
    }

    public static void main(String[] args) {
        Map<String, Double> vars = new HashMap<>();
        Scanner sc = new Scanner("x = 3\ny = 4.5\nrate = 0.07\n# comment\nz = 10");
        while (sc.hasNextLine()) {
            String line = sc.nextLine().trim();
            if (line.startsWith("#")) continue;
            String[] kv = line.split("\\s*=\\s*");
            vars.put(kv[0], Double.parseDouble(kv[1]));
        }
        System.out.println("vars: " + new TreeMap<>(vars));
        System.out.println(tokenize("max(x, 2) ** 3 - -y"));
        String[] exprs = {
            "1 + 2 * 3", "(1 + 2) * 3", "2 ^ 3 ^ 2", "2 ** 10 / 4", "-x ^ 2", "17 % 5 + 0.5",
            "hyp(x, 4)", "sqrt(2)", "max(x, y, z, -1)", "min()", "sum(1,2,3,4,5) / 5",
            "z * (1 + rate) ^ 10", "abs(-7.25) * 4", "1 / 0", "q + 1", "3 +", "(1 + 2", "4 $ 4", "foo(1)",
            "1.5e3", "((((7))))", "x*y*z - x - y - z",
        };
        for (String e : exprs) {
            try {
                List<Token> t = tokenize(e);
                Evaluator ev = new Evaluator(t, vars);
                double v = ev.expr();
                if (ev.p != t.size()) throw new IllegalStateException("leftover tokens from " + t.get(ev.p));
                System.out.printf("%-22s = %s%n", e, v == Math.rint(v) && Math.abs(v) < 1e15 ? String.valueOf((long) v) : String.format("%.6f", v));
            } catch (RuntimeException ex) {
                System.out.printf("%-22s ! %s: %s%n", e, ex.getClass().getSimpleName(), ex.getMessage());
            }
        }
        StringTokenizer st = new StringTokenizer("3 4 + 2 * 7 /", " ");
        Deque<Integer> stack = new ArrayDeque<>();
        while (st.hasMoreTokens()) {
            String tok = st.nextToken();
            if (tok.matches("-?\\d+")) stack.push(Integer.valueOf(tok));
            else {
                int b = stack.pop(), a = stack.pop();
                stack.push(switch (tok) { case "+" -> a + b; case "-" -> a - b; case "*" -> a * b; default -> a / b; });
            }
            System.out.println("rpn " + tok + " -> " + stack);
        }
    }
}
