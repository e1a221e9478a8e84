public class CharArithmetic {
    public static void main(String[] args) {
        char c = 'A';
        c++;
        System.out.println("c++ " + c);
        c += 2;
        System.out.println("c+=2 " + c);
        c = (char) (c + 1);
        System.out.println("cast add " + c);
        int sum = c + 1;
        System.out.println("c+1 as int " + sum);
        char z = 0;
        z--;
        System.out.println("0-- wraps to " + (int) z);
        z++;
        System.out.println("wraps back " + (int) z);
        char max = Character.MAX_VALUE;
        max += 2;
        System.out.println("MAX+2 " + (int) max);
        char big = (char) 70000;
        System.out.println("(char)70000 " + (int) big);
        char neg = (char) -1;
        System.out.println("(char)-1 " + (int) neg);
        System.out.println("char compare " + ('a' < 'b') + " " + ('Z' < 'a') + " " + ('é' > 'z'));
        StringBuilder alpha = new StringBuilder();
        for (char x = 'a'; x <= 'z'; x++) alpha.append(x);
        System.out.println("alphabet " + alpha);
        StringBuilder rot = new StringBuilder();
        for (char x : "Hello, World!".toCharArray()) {
            if (x >= 'a' && x <= 'z') rot.append((char) ('a' + (x - 'a' + 13) % 26));
            else if (x >= 'A' && x <= 'Z') rot.append((char) ('A' + (x - 'A' + 13) % 26));
            else rot.append(x);
        }
        System.out.println("rot13 " + rot);
        System.out.println("digit value " + ('7' - '0') + " char from digit " + (char) ('0' + 5));
        char[] arr = {'x', 'y'};
        arr[0]++;
        arr[1] += 10;
        System.out.println("array chars " + arr[0] + " " + (int) arr[1]);
        char t = true ? 'a' : 0;
        int t2 = false ? 'a' : 0;
        System.out.println("ternary char " + t + " " + t2);
        char m = 'm';
        System.out.println("mixed " + (m * 2) + " " + (m / 2) + " " + (char) (m / 2) + " " + (m % 10) + " " + (m << 1) + " " + (-m) + " " + (+m) + " " + (~m));
        long lc = 'A' + 1L;
        double dc = 'A' / 2.0;
        float fc = 'A';
        System.out.println("widening " + lc + " " + dc + " " + fc);
        short s = (short) 'é';
        byte b = (byte) 'é';
        System.out.println("narrowing " + s + " " + b + " " + (char) b + "|" + (int) (char) b);
        int hash = 0;
        for (char x = 0; x < 1000; x++) hash = hash * 31 + x;
        System.out.println("loop hash " + hash);
        char h = 'a';
        h *= 2;
        System.out.println("h*=2 " + (int) h);
        h /= 3;
        System.out.println("h/=3 " + (int) h + " " + h);
        h <<= 10;
        System.out.println("h<<=10 " + (int) h);
        h >>= 3;
        System.out.println("h>>=3 " + (int) h);
        System.out.println("Character.getNumericValue " + Character.getNumericValue('z') + " isLetter after arithmetic " + Character.isLetter((char) ('a' + 1)));
    }
}
