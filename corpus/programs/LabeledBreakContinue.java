public class LabeledBreakContinue {
    public static void main(String[] args) {
        outer:
        for (int i = 0; i < 5; i++) {
            for (int j = 0; j < 5; j++) {
                if (j == 3) continue outer;
                if (i == 3) break outer;
                System.out.print(i + "" + j + " ");
            }
            System.out.print("never ");
        }
        System.out.println();
        int found = -1;
        search:
        for (int i = 2; i < 100; i++) {
            for (int d = 2; d * d <= i; d++) if (i % d == 0) continue search;
            if (i > 50) { found = i; break search; }
        }
        System.out.println("first prime > 50: " + found);
        int count = 0;
        block:
        {
            count++;
            if (count > 0) break block;
            count += 100;
        }
        System.out.println("labeled block count " + count);
        int w = 0;
        loopW:
        while (true) {
            w++;
            int k = 0;
            do {
                k++;
                if (k == 2 && w < 3) continue loopW;
                if (w == 5) break loopW;
            } while (k < 4);
            System.out.println("w=" + w + " k=" + k);
        }
        System.out.println("final w=" + w);
        StringBuilder sb = new StringBuilder();
        a:
        for (int x = 0; x < 3; x++) {
            b:
            for (int y = 0; y < 3; y++) {
                c:
                for (int z = 0; z < 3; z++) {
                    if (z == 1) continue b;
                    if (y == 2) continue a;
                    if (x == 2) break a;
                    sb.append(x).append(y).append(z).append(' ');
                }
            }
        }
        System.out.println("triple " + sb);
        int n = 0;
        sw:
        for (int i = 0; i < 10; i++) {
            switch (i % 4) {
                case 0: continue sw;
                case 1: n += 1; break;
                case 2: n += 10; break;
                case 3: if (i > 6) break sw; n += 100;
            }
        }
        System.out.println("switch in loop n=" + n);
        int tries = 0;
        retry:
        for (;;) {
            try {
                tries++;
                if (tries < 3) continue retry;
                break retry;
            } finally {
                System.out.println("finally on try " + tries);
            }
        }
        System.out.println("tries " + tries);
    }
}
