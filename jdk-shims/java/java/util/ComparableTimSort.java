package java.util;

/**
 * Stable sort of object arrays in natural order. Runs are found and extended with binary
 * insertion exactly like the JDK's TimSort (so small arrays see the same sequence of
 * comparisons), and merged pairwise under TimSort's run-stack invariants.
 */
final class ComparableTimSort {
    private static final int MIN_MERGE = 32;

    private final Object[] a;
    private Object[] tmp;
    private int stackSize = 0;
    private final int[] runBase = new int[49];
    private final int[] runLen = new int[49];

    private ComparableTimSort(Object[] a) {
        this.a = a;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    static void sort(Object[] a, int lo, int hi) {
        int nRemaining = hi - lo;
        if (nRemaining < 2) {
            return;
        }
        if (nRemaining < MIN_MERGE) {
            int initRunLen = countRunAndMakeAscending(a, lo, hi); // hotspot:188
            binarySort(a, lo, hi, lo + initRunLen);
            return;
        }
        ComparableTimSort ts = new ComparableTimSort(a);
        int minRun = minRunLength(nRemaining);
        do {
            int runLen = countRunAndMakeAscending(a, lo, hi);
            if (runLen < minRun) {
                int force = nRemaining <= minRun ? nRemaining : minRun;
                binarySort(a, lo, lo + force, lo + runLen);
                runLen = force;
            }
            ts.pushRun(lo, runLen);
            ts.mergeCollapse();
            lo += runLen;
            nRemaining -= runLen;
        } while (nRemaining != 0);
        ts.mergeForceCollapse();
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static void binarySort(Object[] a, int lo, int hi, int start) {
        if (start == lo) {
            start++;
        }
        for (; start < hi; start++) {
            Object pivot = a[start];
            int left = lo;
            int right = start;
            while (left < right) {
                int mid = (left + right) >>> 1;
                if (((Comparable) pivot).compareTo(a[mid]) < 0) {
                    right = mid;
                } else {
                    left = mid + 1;
                }
            }
            int n = start - left;
            switch (n) {
                case 2:
                    a[left + 2] = a[left + 1];
                case 1:
                    a[left + 1] = a[left];
                    break;
                default:
                    System.arraycopy(a, left, a, left + 1, n);
            }
            a[left] = pivot;
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static int countRunAndMakeAscending(Object[] a, int lo, int hi) {
        int runHi = lo + 1;
        if (runHi == hi) {
            return 1;
        }
        if (((Comparable) a[runHi++]).compareTo(a[lo]) < 0) { // hotspot:320
            while (runHi < hi && ((Comparable) a[runHi]).compareTo(a[runHi - 1]) < 0) {
                runHi++;
            }
            int l = lo;
            int h = runHi - 1;
            while (l < h) {
                Object t = a[l];
                a[l++] = a[h];
                a[h--] = t;
            }
        } else {
            while (runHi < hi && ((Comparable) a[runHi]).compareTo(a[runHi - 1]) >= 0) {
                runHi++;
            }
        }
        return runHi - lo;
    }

    private static int minRunLength(int n) {
        int r = 0;
        while (n >= MIN_MERGE) {
            r |= (n & 1);
            n >>= 1;
        }
        return n + r;
    }

    private void pushRun(int base, int len) {
        runBase[stackSize] = base;
        runLen[stackSize] = len;
        stackSize++;
    }

    private void mergeCollapse() {
        int[] runLen = this.runLen;
        while (stackSize > 1) {
            int n = stackSize - 2;
            if (n > 0 && runLen[n - 1] <= runLen[n] + runLen[n + 1]
                    || n > 1 && runLen[n - 2] <= runLen[n] + runLen[n - 1]) {
                if (runLen[n - 1] < runLen[n + 1]) {
                    n--;
                }
            } else if (n < 0 || runLen[n] > runLen[n + 1]) {
                break;
            }
            mergeAt(n);
        }
    }

    private void mergeForceCollapse() {
        while (stackSize > 1) {
            int n = stackSize - 2;
            if (n > 0 && runLen[n - 1] < runLen[n + 1]) {
                n--;
            }
            mergeAt(n);
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private void mergeAt(int i) {
        Object[] a = this.a;
        int base1 = runBase[i];
        int len1 = runLen[i];
        int base2 = runBase[i + 1];
        int len2 = runLen[i + 1];
        runLen[i] = len1 + len2;
        if (i == stackSize - 3) {
            runBase[i + 1] = runBase[i + 2];
            runLen[i + 1] = runLen[i + 2];
        }
        stackSize--;

        // Elements of run1 not greater than run2's first element are already in place.
        Object first2 = a[base2];
        while (len1 > 0 && ((Comparable) first2).compareTo(a[base1]) >= 0) {
            base1++;
            len1--;
        }
        if (len1 == 0) {
            return;
        }
        // Elements of run2 not less than run1's last element are already in place.
        Object last1 = a[base1 + len1 - 1];
        while (len2 > 0 && ((Comparable) a[base2 + len2 - 1]).compareTo(last1) >= 0) {
            len2--;
        }
        if (len2 == 0) {
            return;
        }
        if (len1 <= len2) {
            mergeLo(base1, len1, base2, len2);
        } else {
            mergeHi(base1, len1, base2, len2);
        }
    }

    private Object[] ensureCapacity(int minCapacity) {
        Object[] t = tmp;
        if (t == null || t.length < minCapacity) {
            t = new Object[minCapacity];
            tmp = t;
        }
        return t;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private void mergeLo(int base1, int len1, int base2, int len2) {
        Object[] a = this.a;
        Object[] t = ensureCapacity(len1);
        System.arraycopy(a, base1, t, 0, len1);
        int c1 = 0;
        int c2 = base2;
        int end2 = base2 + len2;
        int dest = base1;
        while (c1 < len1 && c2 < end2) {
            if (((Comparable) a[c2]).compareTo(t[c1]) < 0) {
                a[dest++] = a[c2++];
            } else {
                a[dest++] = t[c1++];
            }
        }
        if (c1 < len1) {
            System.arraycopy(t, c1, a, dest, len1 - c1);
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private void mergeHi(int base1, int len1, int base2, int len2) {
        Object[] a = this.a;
        Object[] t = ensureCapacity(len2);
        System.arraycopy(a, base2, t, 0, len2);
        int c1 = base1 + len1 - 1;
        int c2 = len2 - 1;
        int dest = base2 + len2 - 1;
        while (c1 >= base1 && c2 >= 0) {
            if (((Comparable) t[c2]).compareTo(a[c1]) < 0) {
                a[dest--] = a[c1--];
            } else {
                a[dest--] = t[c2--];
            }
        }
        if (c2 >= 0) {
            System.arraycopy(t, 0, a, base1, c2 + 1);
        }
    }
}
