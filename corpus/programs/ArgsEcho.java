public class ArgsEcho {
    public static void main(String[] args) {
        System.out.println("argc " + args.length);
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            System.out.println("arg[" + i + "] = '" + a + "' length " + a.length() + " hash " + a.hashCode());
        }
        StringBuilder sb = new StringBuilder();
        for (String a : args) sb.append(a.toUpperCase()).append('|');
        System.out.println("joined " + sb);
        System.out.println("args array class " + args.getClass().getName());
        int total = 0;
        for (String a : args) {
            try {
                total += Integer.parseInt(a);
            } catch (NumberFormatException e) {
                System.out.println("not a number: " + e.getMessage());
            }
        }
        System.out.println("numeric total " + total);
    }
}
