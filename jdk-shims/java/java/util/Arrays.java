package java.util;

import java.util.function.IntFunction;
import java.util.function.IntToDoubleFunction;
import java.util.function.IntToLongFunction;
import java.util.function.IntUnaryOperator;

public class Arrays {
    private Arrays() {
    }

    static void rangeCheck(int arrayLength, int fromIndex, int toIndex) {
        if (fromIndex > toIndex) {
            throw new IllegalArgumentException("fromIndex(" + fromIndex + ") > toIndex(" + toIndex + ")");
        }
        if (fromIndex < 0) {
            throw new ArrayIndexOutOfBoundsException(fromIndex);
        }
        if (toIndex > arrayLength) {
            throw new ArrayIndexOutOfBoundsException(toIndex); // hotspot:725
        }
    }

    public static void sort(long[] a) {
        sortLong(a, 0, a.length, 0);
    }

    public static void sort(long[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        sortLong(a, fromIndex, toIndex, 0);
    }

    public static void parallelSort(long[] a) {
        sortLong(a, 0, a.length, 0);
    }

    public static void parallelSort(long[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        sortLong(a, fromIndex, toIndex, 0);
    }

    /** Introsort of a[lo, hi): median-of-three quicksort, insertion sort for short ranges, heapsort when too deep. */
    private static void sortLong(long[] a, int lo, int hi, int depth) {
        while (hi - lo > 16) {
            if (++depth > 64) {
                heapSortLong(a, lo, hi);
                return;
            }
            int mid = (lo + hi) >>> 1;
            int last = hi - 1;
            long x = a[lo];
            long y = a[mid];
            long z = a[last];
            long pivot;
            if (x < y) {
                pivot = y < z ? y : (x < z ? z : x);
            } else {
                pivot = x < z ? x : (y < z ? z : y);
            }
            int i = lo;
            int j = last;
            while (i <= j) {
                while (a[i] < pivot) {
                    i++;
                }
                while (a[j] > pivot) {
                    j--;
                }
                if (i <= j) {
                    long tmp = a[i];
                    a[i] = a[j];
                    a[j] = tmp;
                    i++;
                    j--;
                }
            }
            if (j + 1 - lo < hi - i) {
                sortLong(a, lo, j + 1, depth);
                lo = i;
            } else {
                sortLong(a, i, hi, depth);
                hi = j + 1;
            }
        }
        for (int i = lo + 1; i < hi; i++) {
            long v = a[i];
            int j = i - 1;
            while (j >= lo && a[j] > v) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = v;
        }
    }

    private static void heapSortLong(long[] a, int lo, int hi) {
        int n = hi - lo;
        for (int k = (n >>> 1) - 1; k >= 0; k--) {
            siftDownLong(a, lo, k, n);
        }
        while (n > 1) {
            n--;
            long tmp = a[lo];
            a[lo] = a[lo + n];
            a[lo + n] = tmp;
            siftDownLong(a, lo, 0, n);
        }
    }

    private static void siftDownLong(long[] a, int lo, int k, int n) {
        long v = a[lo + k];
        for (;;) {
            int child = 2 * k + 1;
            if (child >= n) {
                break;
            }
            if (child + 1 < n && a[lo + child] < a[lo + child + 1]) {
                child++;
            }
            if (!(v < a[lo + child])) {
                break;
            }
            a[lo + k] = a[lo + child];
            k = child;
        }
        a[lo + k] = v;
    }

    public static void sort(int[] a) {
        sortInt(a, 0, a.length, 0);
    }

    public static void sort(int[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        sortInt(a, fromIndex, toIndex, 0);
    }

    public static void parallelSort(int[] a) {
        sortInt(a, 0, a.length, 0);
    }

    public static void parallelSort(int[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        sortInt(a, fromIndex, toIndex, 0);
    }

    /** Introsort of a[lo, hi): median-of-three quicksort, insertion sort for short ranges, heapsort when too deep. */
    private static void sortInt(int[] a, int lo, int hi, int depth) {
        while (hi - lo > 16) {
            if (++depth > 64) {
                heapSortInt(a, lo, hi);
                return;
            }
            int mid = (lo + hi) >>> 1;
            int last = hi - 1;
            int x = a[lo];
            int y = a[mid];
            int z = a[last];
            int pivot;
            if (x < y) {
                pivot = y < z ? y : (x < z ? z : x);
            } else {
                pivot = x < z ? x : (y < z ? z : y);
            }
            int i = lo;
            int j = last;
            while (i <= j) {
                while (a[i] < pivot) {
                    i++;
                }
                while (a[j] > pivot) {
                    j--;
                }
                if (i <= j) {
                    int tmp = a[i];
                    a[i] = a[j];
                    a[j] = tmp;
                    i++;
                    j--;
                }
            }
            if (j + 1 - lo < hi - i) {
                sortInt(a, lo, j + 1, depth);
                lo = i;
            } else {
                sortInt(a, i, hi, depth);
                hi = j + 1;
            }
        }
        for (int i = lo + 1; i < hi; i++) {
            int v = a[i];
            int j = i - 1;
            while (j >= lo && a[j] > v) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = v;
        }
    }

    private static void heapSortInt(int[] a, int lo, int hi) {
        int n = hi - lo;
        for (int k = (n >>> 1) - 1; k >= 0; k--) {
            siftDownInt(a, lo, k, n);
        }
        while (n > 1) {
            n--;
            int tmp = a[lo];
            a[lo] = a[lo + n];
            a[lo + n] = tmp;
            siftDownInt(a, lo, 0, n);
        }
    }

    private static void siftDownInt(int[] a, int lo, int k, int n) {
        int v = a[lo + k];
        for (;;) {
            int child = 2 * k + 1;
            if (child >= n) {
                break;
            }
            if (child + 1 < n && a[lo + child] < a[lo + child + 1]) {
                child++;
            }
            if (!(v < a[lo + child])) {
                break;
            }
            a[lo + k] = a[lo + child];
            k = child;
        }
        a[lo + k] = v;
    }

    public static void sort(short[] a) {
        sortShort(a, 0, a.length, 0);
    }

    public static void sort(short[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        sortShort(a, fromIndex, toIndex, 0);
    }

    public static void parallelSort(short[] a) {
        sortShort(a, 0, a.length, 0);
    }

    public static void parallelSort(short[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        sortShort(a, fromIndex, toIndex, 0);
    }

    /** Introsort of a[lo, hi): median-of-three quicksort, insertion sort for short ranges, heapsort when too deep. */
    private static void sortShort(short[] a, int lo, int hi, int depth) {
        while (hi - lo > 16) {
            if (++depth > 64) {
                heapSortShort(a, lo, hi);
                return;
            }
            int mid = (lo + hi) >>> 1;
            int last = hi - 1;
            short x = a[lo];
            short y = a[mid];
            short z = a[last];
            short pivot;
            if (x < y) {
                pivot = y < z ? y : (x < z ? z : x);
            } else {
                pivot = x < z ? x : (y < z ? z : y);
            }
            int i = lo;
            int j = last;
            while (i <= j) {
                while (a[i] < pivot) {
                    i++;
                }
                while (a[j] > pivot) {
                    j--;
                }
                if (i <= j) {
                    short tmp = a[i];
                    a[i] = a[j];
                    a[j] = tmp;
                    i++;
                    j--;
                }
            }
            if (j + 1 - lo < hi - i) {
                sortShort(a, lo, j + 1, depth);
                lo = i;
            } else {
                sortShort(a, i, hi, depth);
                hi = j + 1;
            }
        }
        for (int i = lo + 1; i < hi; i++) {
            short v = a[i];
            int j = i - 1;
            while (j >= lo && a[j] > v) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = v;
        }
    }

    private static void heapSortShort(short[] a, int lo, int hi) {
        int n = hi - lo;
        for (int k = (n >>> 1) - 1; k >= 0; k--) {
            siftDownShort(a, lo, k, n);
        }
        while (n > 1) {
            n--;
            short tmp = a[lo];
            a[lo] = a[lo + n];
            a[lo + n] = tmp;
            siftDownShort(a, lo, 0, n);
        }
    }

    private static void siftDownShort(short[] a, int lo, int k, int n) {
        short v = a[lo + k];
        for (;;) {
            int child = 2 * k + 1;
            if (child >= n) {
                break;
            }
            if (child + 1 < n && a[lo + child] < a[lo + child + 1]) {
                child++;
            }
            if (!(v < a[lo + child])) {
                break;
            }
            a[lo + k] = a[lo + child];
            k = child;
        }
        a[lo + k] = v;
    }

    public static void sort(char[] a) {
        sortChar(a, 0, a.length, 0);
    }

    public static void sort(char[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        sortChar(a, fromIndex, toIndex, 0);
    }

    public static void parallelSort(char[] a) {
        sortChar(a, 0, a.length, 0);
    }

    public static void parallelSort(char[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        sortChar(a, fromIndex, toIndex, 0);
    }

    /** Introsort of a[lo, hi): median-of-three quicksort, insertion sort for short ranges, heapsort when too deep. */
    private static void sortChar(char[] a, int lo, int hi, int depth) {
        while (hi - lo > 16) {
            if (++depth > 64) {
                heapSortChar(a, lo, hi);
                return;
            }
            int mid = (lo + hi) >>> 1;
            int last = hi - 1;
            char x = a[lo];
            char y = a[mid];
            char z = a[last];
            char pivot;
            if (x < y) {
                pivot = y < z ? y : (x < z ? z : x);
            } else {
                pivot = x < z ? x : (y < z ? z : y);
            }
            int i = lo;
            int j = last;
            while (i <= j) {
                while (a[i] < pivot) {
                    i++;
                }
                while (a[j] > pivot) {
                    j--;
                }
                if (i <= j) {
                    char tmp = a[i];
                    a[i] = a[j];
                    a[j] = tmp;
                    i++;
                    j--;
                }
            }
            if (j + 1 - lo < hi - i) {
                sortChar(a, lo, j + 1, depth);
                lo = i;
            } else {
                sortChar(a, i, hi, depth);
                hi = j + 1;
            }
        }
        for (int i = lo + 1; i < hi; i++) {
            char v = a[i];
            int j = i - 1;
            while (j >= lo && a[j] > v) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = v;
        }
    }

    private static void heapSortChar(char[] a, int lo, int hi) {
        int n = hi - lo;
        for (int k = (n >>> 1) - 1; k >= 0; k--) {
            siftDownChar(a, lo, k, n);
        }
        while (n > 1) {
            n--;
            char tmp = a[lo];
            a[lo] = a[lo + n];
            a[lo + n] = tmp;
            siftDownChar(a, lo, 0, n);
        }
    }

    private static void siftDownChar(char[] a, int lo, int k, int n) {
        char v = a[lo + k];
        for (;;) {
            int child = 2 * k + 1;
            if (child >= n) {
                break;
            }
            if (child + 1 < n && a[lo + child] < a[lo + child + 1]) {
                child++;
            }
            if (!(v < a[lo + child])) {
                break;
            }
            a[lo + k] = a[lo + child];
            k = child;
        }
        a[lo + k] = v;
    }

    public static void sort(byte[] a) {
        sortByte(a, 0, a.length, 0);
    }

    public static void sort(byte[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        sortByte(a, fromIndex, toIndex, 0);
    }

    public static void parallelSort(byte[] a) {
        sortByte(a, 0, a.length, 0);
    }

    public static void parallelSort(byte[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        sortByte(a, fromIndex, toIndex, 0);
    }

    /** Introsort of a[lo, hi): median-of-three quicksort, insertion sort for short ranges, heapsort when too deep. */
    private static void sortByte(byte[] a, int lo, int hi, int depth) {
        while (hi - lo > 16) {
            if (++depth > 64) {
                heapSortByte(a, lo, hi);
                return;
            }
            int mid = (lo + hi) >>> 1;
            int last = hi - 1;
            byte x = a[lo];
            byte y = a[mid];
            byte z = a[last];
            byte pivot;
            if (x < y) {
                pivot = y < z ? y : (x < z ? z : x);
            } else {
                pivot = x < z ? x : (y < z ? z : y);
            }
            int i = lo;
            int j = last;
            while (i <= j) {
                while (a[i] < pivot) {
                    i++;
                }
                while (a[j] > pivot) {
                    j--;
                }
                if (i <= j) {
                    byte tmp = a[i];
                    a[i] = a[j];
                    a[j] = tmp;
                    i++;
                    j--;
                }
            }
            if (j + 1 - lo < hi - i) {
                sortByte(a, lo, j + 1, depth);
                lo = i;
            } else {
                sortByte(a, i, hi, depth);
                hi = j + 1;
            }
        }
        for (int i = lo + 1; i < hi; i++) {
            byte v = a[i];
            int j = i - 1;
            while (j >= lo && a[j] > v) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = v;
        }
    }

    private static void heapSortByte(byte[] a, int lo, int hi) {
        int n = hi - lo;
        for (int k = (n >>> 1) - 1; k >= 0; k--) {
            siftDownByte(a, lo, k, n);
        }
        while (n > 1) {
            n--;
            byte tmp = a[lo];
            a[lo] = a[lo + n];
            a[lo + n] = tmp;
            siftDownByte(a, lo, 0, n);
        }
    }

    private static void siftDownByte(byte[] a, int lo, int k, int n) {
        byte v = a[lo + k];
        for (;;) {
            int child = 2 * k + 1;
            if (child >= n) {
                break;
            }
            if (child + 1 < n && a[lo + child] < a[lo + child + 1]) {
                child++;
            }
            if (!(v < a[lo + child])) {
                break;
            }
            a[lo + k] = a[lo + child];
            k = child;
        }
        a[lo + k] = v;
    }

    public static void sort(double[] a) {
        sortDoubleSpecial(a, 0, a.length);
    }

    public static void sort(double[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        sortDoubleSpecial(a, fromIndex, toIndex);
    }

    public static void parallelSort(double[] a) {
        sortDoubleSpecial(a, 0, a.length);
    }

    public static void parallelSort(double[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        sortDoubleSpecial(a, fromIndex, toIndex);
    }

    /** NaNs last, -0.0 before 0.0, as the JDK orders them. */
    private static void sortDoubleSpecial(double[] a, int lo, int hi) {
        int end = hi;
        int negZeros = 0;
        for (int i = hi - 1; i >= lo; i--) {
            double v = a[i];
            if (v != v) {
                a[i] = a[--end];
                a[end] = v;
            } else if (v == 0 && Double.doubleToRawLongBits(v) < 0) {
                a[i] = 0;
                negZeros++;
            }
        }
        sortDouble(a, lo, end, 0);
        if (negZeros > 0) {
            int left = lo;
            int right = end - 1;
            while (left <= right) {
                int mid = (left + right) >>> 1;
                if (a[mid] < 0) {
                    left = mid + 1;
                } else {
                    right = mid - 1;
                }
            }
            for (int i = 0; i < negZeros; i++) {
                a[left + i] = -0.0d;
            }
        }
    }

    /** Introsort of a[lo, hi): median-of-three quicksort, insertion sort for short ranges, heapsort when too deep. */
    private static void sortDouble(double[] a, int lo, int hi, int depth) {
        while (hi - lo > 16) {
            if (++depth > 64) {
                heapSortDouble(a, lo, hi);
                return;
            }
            int mid = (lo + hi) >>> 1;
            int last = hi - 1;
            double x = a[lo];
            double y = a[mid];
            double z = a[last];
            double pivot;
            if (x < y) {
                pivot = y < z ? y : (x < z ? z : x);
            } else {
                pivot = x < z ? x : (y < z ? z : y);
            }
            int i = lo;
            int j = last;
            while (i <= j) {
                while (a[i] < pivot) {
                    i++;
                }
                while (a[j] > pivot) {
                    j--;
                }
                if (i <= j) {
                    double tmp = a[i];
                    a[i] = a[j];
                    a[j] = tmp;
                    i++;
                    j--;
                }
            }
            if (j + 1 - lo < hi - i) {
                sortDouble(a, lo, j + 1, depth);
                lo = i;
            } else {
                sortDouble(a, i, hi, depth);
                hi = j + 1;
            }
        }
        for (int i = lo + 1; i < hi; i++) {
            double v = a[i];
            int j = i - 1;
            while (j >= lo && a[j] > v) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = v;
        }
    }

    private static void heapSortDouble(double[] a, int lo, int hi) {
        int n = hi - lo;
        for (int k = (n >>> 1) - 1; k >= 0; k--) {
            siftDownDouble(a, lo, k, n);
        }
        while (n > 1) {
            n--;
            double tmp = a[lo];
            a[lo] = a[lo + n];
            a[lo + n] = tmp;
            siftDownDouble(a, lo, 0, n);
        }
    }

    private static void siftDownDouble(double[] a, int lo, int k, int n) {
        double v = a[lo + k];
        for (;;) {
            int child = 2 * k + 1;
            if (child >= n) {
                break;
            }
            if (child + 1 < n && a[lo + child] < a[lo + child + 1]) {
                child++;
            }
            if (!(v < a[lo + child])) {
                break;
            }
            a[lo + k] = a[lo + child];
            k = child;
        }
        a[lo + k] = v;
    }

    public static void sort(float[] a) {
        sortFloatSpecial(a, 0, a.length);
    }

    public static void sort(float[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        sortFloatSpecial(a, fromIndex, toIndex);
    }

    public static void parallelSort(float[] a) {
        sortFloatSpecial(a, 0, a.length);
    }

    public static void parallelSort(float[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        sortFloatSpecial(a, fromIndex, toIndex);
    }

    /** NaNs last, -0.0 before 0.0, as the JDK orders them. */
    private static void sortFloatSpecial(float[] a, int lo, int hi) {
        int end = hi;
        int negZeros = 0;
        for (int i = hi - 1; i >= lo; i--) {
            float v = a[i];
            if (v != v) {
                a[i] = a[--end];
                a[end] = v;
            } else if (v == 0 && Float.floatToRawIntBits(v) < 0) {
                a[i] = 0;
                negZeros++;
            }
        }
        sortFloat(a, lo, end, 0);
        if (negZeros > 0) {
            int left = lo;
            int right = end - 1;
            while (left <= right) {
                int mid = (left + right) >>> 1;
                if (a[mid] < 0) {
                    left = mid + 1;
                } else {
                    right = mid - 1;
                }
            }
            for (int i = 0; i < negZeros; i++) {
                a[left + i] = -0.0f;
            }
        }
    }

    /** Introsort of a[lo, hi): median-of-three quicksort, insertion sort for short ranges, heapsort when too deep. */
    private static void sortFloat(float[] a, int lo, int hi, int depth) {
        while (hi - lo > 16) {
            if (++depth > 64) {
                heapSortFloat(a, lo, hi);
                return;
            }
            int mid = (lo + hi) >>> 1;
            int last = hi - 1;
            float x = a[lo];
            float y = a[mid];
            float z = a[last];
            float pivot;
            if (x < y) {
                pivot = y < z ? y : (x < z ? z : x);
            } else {
                pivot = x < z ? x : (y < z ? z : y);
            }
            int i = lo;
            int j = last;
            while (i <= j) {
                while (a[i] < pivot) {
                    i++;
                }
                while (a[j] > pivot) {
                    j--;
                }
                if (i <= j) {
                    float tmp = a[i];
                    a[i] = a[j];
                    a[j] = tmp;
                    i++;
                    j--;
                }
            }
            if (j + 1 - lo < hi - i) {
                sortFloat(a, lo, j + 1, depth);
                lo = i;
            } else {
                sortFloat(a, i, hi, depth);
                hi = j + 1;
            }
        }
        for (int i = lo + 1; i < hi; i++) {
            float v = a[i];
            int j = i - 1;
            while (j >= lo && a[j] > v) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = v;
        }
    }

    private static void heapSortFloat(float[] a, int lo, int hi) {
        int n = hi - lo;
        for (int k = (n >>> 1) - 1; k >= 0; k--) {
            siftDownFloat(a, lo, k, n);
        }
        while (n > 1) {
            n--;
            float tmp = a[lo];
            a[lo] = a[lo + n];
            a[lo + n] = tmp;
            siftDownFloat(a, lo, 0, n);
        }
    }

    private static void siftDownFloat(float[] a, int lo, int k, int n) {
        float v = a[lo + k];
        for (;;) {
            int child = 2 * k + 1;
            if (child >= n) {
                break;
            }
            if (child + 1 < n && a[lo + child] < a[lo + child + 1]) {
                child++;
            }
            if (!(v < a[lo + child])) {
                break;
            }
            a[lo + k] = a[lo + child];
            k = child;
        }
        a[lo + k] = v;
    }

    public static int binarySearch(long[] a, long key) {
        return binarySearch0(a, 0, a.length, key);
    }

    public static int binarySearch(long[] a, int fromIndex, int toIndex, long key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key);
    }

    private static int binarySearch0(long[] a, int fromIndex, int toIndex, long key) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            long midVal = a[mid];
            if (midVal < key) {
                low = mid + 1;
            } else if (midVal > key) {
                high = mid - 1;
            } else {
                return mid;
            }
        }
        return -(low + 1);
    }

    public static int binarySearch(int[] a, int key) {
        return binarySearch0(a, 0, a.length, key);
    }

    public static int binarySearch(int[] a, int fromIndex, int toIndex, int key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key);
    }

    private static int binarySearch0(int[] a, int fromIndex, int toIndex, int key) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            int midVal = a[mid];
            if (midVal < key) {
                low = mid + 1;
            } else if (midVal > key) {
                high = mid - 1;
            } else {
                return mid;
            }
        }
        return -(low + 1);
    }

    public static int binarySearch(short[] a, short key) {
        return binarySearch0(a, 0, a.length, key);
    }

    public static int binarySearch(short[] a, int fromIndex, int toIndex, short key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key);
    }

    private static int binarySearch0(short[] a, int fromIndex, int toIndex, short key) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            short midVal = a[mid];
            if (midVal < key) {
                low = mid + 1;
            } else if (midVal > key) {
                high = mid - 1;
            } else {
                return mid;
            }
        }
        return -(low + 1);
    }

    public static int binarySearch(char[] a, char key) {
        return binarySearch0(a, 0, a.length, key);
    }

    public static int binarySearch(char[] a, int fromIndex, int toIndex, char key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key);
    }

    private static int binarySearch0(char[] a, int fromIndex, int toIndex, char key) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            char midVal = a[mid];
            if (midVal < key) {
                low = mid + 1;
            } else if (midVal > key) {
                high = mid - 1;
            } else {
                return mid;
            }
        }
        return -(low + 1);
    }

    public static int binarySearch(byte[] a, byte key) {
        return binarySearch0(a, 0, a.length, key);
    }

    public static int binarySearch(byte[] a, int fromIndex, int toIndex, byte key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key);
    }

    private static int binarySearch0(byte[] a, int fromIndex, int toIndex, byte key) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            byte midVal = a[mid];
            if (midVal < key) {
                low = mid + 1;
            } else if (midVal > key) {
                high = mid - 1;
            } else {
                return mid;
            }
        }
        return -(low + 1);
    }

    public static int binarySearch(double[] a, double key) {
        return binarySearch0(a, 0, a.length, key);
    }

    public static int binarySearch(double[] a, int fromIndex, int toIndex, double key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key);
    }

    private static int binarySearch0(double[] a, int fromIndex, int toIndex, double key) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            double midVal = a[mid];
            if (midVal < key) {
                low = mid + 1;
            } else if (midVal > key) {
                high = mid - 1;
            } else {
                long midBits = Double.doubleToLongBits(midVal);
                long keyBits = Double.doubleToLongBits(key);
                if (midBits == keyBits) {
                    return mid;
                } else if (midBits < keyBits) {
                    low = mid + 1;
                } else {
                    high = mid - 1;
                }
            }
        }
        return -(low + 1);
    }

    public static int binarySearch(float[] a, float key) {
        return binarySearch0(a, 0, a.length, key);
    }

    public static int binarySearch(float[] a, int fromIndex, int toIndex, float key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key);
    }

    private static int binarySearch0(float[] a, int fromIndex, int toIndex, float key) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            float midVal = a[mid];
            if (midVal < key) {
                low = mid + 1;
            } else if (midVal > key) {
                high = mid - 1;
            } else {
                int midBits = Float.floatToIntBits(midVal);
                int keyBits = Float.floatToIntBits(key);
                if (midBits == keyBits) {
                    return mid;
                } else if (midBits < keyBits) {
                    low = mid + 1;
                } else {
                    high = mid - 1;
                }
            }
        }
        return -(low + 1);
    }

    public static boolean equals(long[] a, long[] a2) {
        if (a == a2) {
            return true;
        }
        if (a == null || a2 == null) {
            return false;
        }
        int length = a.length;
        if (a2.length != length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (!(a[i] == a2[i])) {
                return false;
            }
        }
        return true;
    }

    public static boolean equals(long[] a, int aFromIndex, int aToIndex, long[] b, int bFromIndex, int bToIndex) {
        rangeCheck(a.length, aFromIndex, aToIndex);
        rangeCheck(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex;
        int bLength = bToIndex - bFromIndex;
        if (aLength != bLength) {
            return false;
        }
        for (int i = 0; i < aLength; i++) {
            if (!(a[aFromIndex + i] == b[bFromIndex + i])) {
                return false;
            }
        }
        return true;
    }

    public static boolean equals(int[] a, int[] a2) {
        if (a == a2) {
            return true;
        }
        if (a == null || a2 == null) {
            return false;
        }
        int length = a.length;
        if (a2.length != length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (!(a[i] == a2[i])) {
                return false;
            }
        }
        return true;
    }

    public static boolean equals(int[] a, int aFromIndex, int aToIndex, int[] b, int bFromIndex, int bToIndex) {
        rangeCheck(a.length, aFromIndex, aToIndex);
        rangeCheck(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex;
        int bLength = bToIndex - bFromIndex;
        if (aLength != bLength) {
            return false;
        }
        for (int i = 0; i < aLength; i++) {
            if (!(a[aFromIndex + i] == b[bFromIndex + i])) {
                return false;
            }
        }
        return true;
    }

    public static boolean equals(short[] a, short[] a2) {
        if (a == a2) {
            return true;
        }
        if (a == null || a2 == null) {
            return false;
        }
        int length = a.length;
        if (a2.length != length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (!(a[i] == a2[i])) {
                return false;
            }
        }
        return true;
    }

    public static boolean equals(short[] a, int aFromIndex, int aToIndex, short[] b, int bFromIndex, int bToIndex) {
        rangeCheck(a.length, aFromIndex, aToIndex);
        rangeCheck(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex;
        int bLength = bToIndex - bFromIndex;
        if (aLength != bLength) {
            return false;
        }
        for (int i = 0; i < aLength; i++) {
            if (!(a[aFromIndex + i] == b[bFromIndex + i])) {
                return false;
            }
        }
        return true;
    }

    public static boolean equals(char[] a, char[] a2) {
        if (a == a2) {
            return true;
        }
        if (a == null || a2 == null) {
            return false;
        }
        int length = a.length;
        if (a2.length != length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (!(a[i] == a2[i])) {
                return false;
            }
        }
        return true;
    }

    public static boolean equals(char[] a, int aFromIndex, int aToIndex, char[] b, int bFromIndex, int bToIndex) {
        rangeCheck(a.length, aFromIndex, aToIndex);
        rangeCheck(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex;
        int bLength = bToIndex - bFromIndex;
        if (aLength != bLength) {
            return false;
        }
        for (int i = 0; i < aLength; i++) {
            if (!(a[aFromIndex + i] == b[bFromIndex + i])) {
                return false;
            }
        }
        return true;
    }

    public static boolean equals(byte[] a, byte[] a2) {
        if (a == a2) {
            return true;
        }
        if (a == null || a2 == null) {
            return false;
        }
        int length = a.length;
        if (a2.length != length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (!(a[i] == a2[i])) {
                return false;
            }
        }
        return true;
    }

    public static boolean equals(byte[] a, int aFromIndex, int aToIndex, byte[] b, int bFromIndex, int bToIndex) {
        rangeCheck(a.length, aFromIndex, aToIndex);
        rangeCheck(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex;
        int bLength = bToIndex - bFromIndex;
        if (aLength != bLength) {
            return false;
        }
        for (int i = 0; i < aLength; i++) {
            if (!(a[aFromIndex + i] == b[bFromIndex + i])) {
                return false;
            }
        }
        return true;
    }

    public static boolean equals(boolean[] a, boolean[] a2) {
        if (a == a2) {
            return true;
        }
        if (a == null || a2 == null) {
            return false;
        }
        int length = a.length;
        if (a2.length != length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (!(a[i] == a2[i])) {
                return false;
            }
        }
        return true;
    }

    public static boolean equals(boolean[] a, int aFromIndex, int aToIndex, boolean[] b, int bFromIndex, int bToIndex) {
        rangeCheck(a.length, aFromIndex, aToIndex);
        rangeCheck(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex;
        int bLength = bToIndex - bFromIndex;
        if (aLength != bLength) {
            return false;
        }
        for (int i = 0; i < aLength; i++) {
            if (!(a[aFromIndex + i] == b[bFromIndex + i])) {
                return false;
            }
        }
        return true;
    }

    public static boolean equals(double[] a, double[] a2) {
        if (a == a2) {
            return true;
        }
        if (a == null || a2 == null) {
            return false;
        }
        int length = a.length;
        if (a2.length != length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (!(Double.doubleToLongBits(a[i]) == Double.doubleToLongBits(a2[i]))) {
                return false;
            }
        }
        return true;
    }

    public static boolean equals(double[] a, int aFromIndex, int aToIndex, double[] b, int bFromIndex, int bToIndex) {
        rangeCheck(a.length, aFromIndex, aToIndex);
        rangeCheck(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex;
        int bLength = bToIndex - bFromIndex;
        if (aLength != bLength) {
            return false;
        }
        for (int i = 0; i < aLength; i++) {
            if (!(Double.doubleToLongBits(a[aFromIndex + i]) == Double.doubleToLongBits(b[bFromIndex + i]))) {
                return false;
            }
        }
        return true;
    }

    public static boolean equals(float[] a, float[] a2) {
        if (a == a2) {
            return true;
        }
        if (a == null || a2 == null) {
            return false;
        }
        int length = a.length;
        if (a2.length != length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (!(Float.floatToIntBits(a[i]) == Float.floatToIntBits(a2[i]))) {
                return false;
            }
        }
        return true;
    }

    public static boolean equals(float[] a, int aFromIndex, int aToIndex, float[] b, int bFromIndex, int bToIndex) {
        rangeCheck(a.length, aFromIndex, aToIndex);
        rangeCheck(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex;
        int bLength = bToIndex - bFromIndex;
        if (aLength != bLength) {
            return false;
        }
        for (int i = 0; i < aLength; i++) {
            if (!(Float.floatToIntBits(a[aFromIndex + i]) == Float.floatToIntBits(b[bFromIndex + i]))) {
                return false;
            }
        }
        return true;
    }

    public static boolean equals(Object[] a, Object[] a2) {
        if (a == a2) {
            return true;
        }
        if (a == null || a2 == null) {
            return false;
        }
        int length = a.length;
        if (a2.length != length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (!(Objects.equals(a[i], a2[i]))) {
                return false;
            }
        }
        return true;
    }

    public static boolean equals(Object[] a, int aFromIndex, int aToIndex, Object[] b, int bFromIndex, int bToIndex) {
        rangeCheck(a.length, aFromIndex, aToIndex);
        rangeCheck(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex;
        int bLength = bToIndex - bFromIndex;
        if (aLength != bLength) {
            return false;
        }
        for (int i = 0; i < aLength; i++) {
            if (!(Objects.equals(a[aFromIndex + i], b[bFromIndex + i]))) {
                return false;
            }
        }
        return true;
    }

    public static <T> boolean equals(T[] a, T[] a2, Comparator<? super T> cmp) {
        Objects.requireNonNull(cmp);
        if (a == a2) {
            return true;
        }
        if (a == null || a2 == null) {
            return false;
        }
        int length = a.length;
        if (a2.length != length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (cmp.compare(a[i], a2[i]) != 0) {
                return false;
            }
        }
        return true;
    }

    public static <T> boolean equals(T[] a, int aFromIndex, int aToIndex, T[] b, int bFromIndex, int bToIndex,
            Comparator<? super T> cmp) {
        Objects.requireNonNull(cmp);
        rangeCheck(a.length, aFromIndex, aToIndex);
        rangeCheck(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex;
        int bLength = bToIndex - bFromIndex;
        if (aLength != bLength) {
            return false;
        }
        for (int i = 0; i < aLength; i++) {
            if (cmp.compare(a[aFromIndex + i], b[bFromIndex + i]) != 0) {
                return false;
            }
        }
        return true;
    }

    public static void fill(long[] a, long val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(long[] a, int fromIndex, int toIndex, long val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static void fill(int[] a, int val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(int[] a, int fromIndex, int toIndex, int val) {
        rangeCheck(a.length, fromIndex, toIndex); // hotspot:3203
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static void fill(short[] a, short val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(short[] a, int fromIndex, int toIndex, short val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static void fill(char[] a, char val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(char[] a, int fromIndex, int toIndex, char val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static void fill(byte[] a, byte val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(byte[] a, int fromIndex, int toIndex, byte val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static void fill(boolean[] a, boolean val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(boolean[] a, int fromIndex, int toIndex, boolean val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static void fill(double[] a, double val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(double[] a, int fromIndex, int toIndex, double val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static void fill(float[] a, float val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(float[] a, int fromIndex, int toIndex, float val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static void fill(Object[] a, Object val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(Object[] a, int fromIndex, int toIndex, Object val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    @SuppressWarnings("unchecked")
    public static <T> T[] copyOf(T[] original, int newLength) {
        return (T[]) copyOf(original, newLength, original.getClass());
    }

    @SuppressWarnings("unchecked")
    public static <T, U> T[] copyOf(U[] original, int newLength, Class<? extends T[]> newType) {
        T[] copy = ((Object) newType == (Object) Object[].class)
                ? (T[]) new Object[newLength]
                : (T[]) java.lang.reflect.Array.newInstance(newType.getComponentType(), newLength);
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    @SuppressWarnings("unchecked")
    public static <T> T[] copyOfRange(T[] original, int from, int to) {
        return copyOfRange(original, from, to, (Class<? extends T[]>) original.getClass());
    }

    @SuppressWarnings("unchecked")
    public static <T, U> T[] copyOfRange(U[] original, int from, int to, Class<? extends T[]> newType) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        T[] copy = ((Object) newType == (Object) Object[].class)
                ? (T[]) new Object[newLength]
                : (T[]) java.lang.reflect.Array.newInstance(newType.getComponentType(), newLength);
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static long[] copyOf(long[] original, int newLength) {
        long[] copy = new long[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static long[] copyOfRange(long[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        long[] copy = new long[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static int[] copyOf(int[] original, int newLength) {
        int[] copy = new int[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static int[] copyOfRange(int[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(from + " > " + to); // hotspot:3893
        }
        int[] copy = new int[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static short[] copyOf(short[] original, int newLength) {
        short[] copy = new short[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static short[] copyOfRange(short[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        short[] copy = new short[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static char[] copyOf(char[] original, int newLength) {
        char[] copy = new char[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static char[] copyOfRange(char[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        char[] copy = new char[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static byte[] copyOf(byte[] original, int newLength) {
        byte[] copy = new byte[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static byte[] copyOfRange(byte[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        byte[] copy = new byte[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static boolean[] copyOf(boolean[] original, int newLength) {
        boolean[] copy = new boolean[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static boolean[] copyOfRange(boolean[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        boolean[] copy = new boolean[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static double[] copyOf(double[] original, int newLength) {
        double[] copy = new double[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static double[] copyOfRange(double[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        double[] copy = new double[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static float[] copyOf(float[] original, int newLength) {
        float[] copy = new float[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static float[] copyOfRange(float[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        float[] copy = new float[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static int hashCode(long[] a) {
        if (a == null) {
            return 0;
        }
        int result = 1;
        for (int i = 0, len = a.length; i < len; i++) {
            long e = a[i];
            result = 31 * result + (int) (e ^ (e >>> 32));
        }
        return result;
    }

    public static int hashCode(int[] a) {
        if (a == null) {
            return 0;
        }
        int result = 1;
        for (int i = 0, len = a.length; i < len; i++) {
            int e = a[i];
            result = 31 * result + e;
        }
        return result;
    }

    public static int hashCode(short[] a) {
        if (a == null) {
            return 0;
        }
        int result = 1;
        for (int i = 0, len = a.length; i < len; i++) {
            short e = a[i];
            result = 31 * result + e;
        }
        return result;
    }

    public static int hashCode(char[] a) {
        if (a == null) {
            return 0;
        }
        int result = 1;
        for (int i = 0, len = a.length; i < len; i++) {
            char e = a[i];
            result = 31 * result + e;
        }
        return result;
    }

    public static int hashCode(byte[] a) {
        if (a == null) {
            return 0;
        }
        int result = 1;
        for (int i = 0, len = a.length; i < len; i++) {
            byte e = a[i];
            result = 31 * result + e;
        }
        return result;
    }

    public static int hashCode(boolean[] a) {
        if (a == null) {
            return 0;
        }
        int result = 1;
        for (int i = 0, len = a.length; i < len; i++) {
            boolean e = a[i];
            result = 31 * result + (e ? 1231 : 1237);
        }
        return result;
    }

    public static int hashCode(double[] a) {
        if (a == null) {
            return 0;
        }
        int result = 1;
        for (int i = 0, len = a.length; i < len; i++) {
            double e = a[i];
            result = 31 * result + (int) (Double.doubleToLongBits(e) ^ (Double.doubleToLongBits(e) >>> 32));
        }
        return result;
    }

    public static int hashCode(float[] a) {
        if (a == null) {
            return 0;
        }
        int result = 1;
        for (int i = 0, len = a.length; i < len; i++) {
            float e = a[i];
            result = 31 * result + Float.floatToIntBits(e);
        }
        return result;
    }

    public static int hashCode(Object[] a) {
        if (a == null) {
            return 0;
        }
        int result = 1;
        for (int i = 0, len = a.length; i < len; i++) {
            Object e = a[i];
            result = 31 * result + (e == null ? 0 : e.hashCode());
        }
        return result;
    }

    public static String toString(long[] a) {
        if (a == null) {
            return "null";
        }
        int iMax = a.length - 1;
        if (iMax == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(a[i]);
            if (i == iMax) {
                return b.append(']').toString();
            }
            b.append(", ");
        }
    }

    public static String toString(int[] a) {
        if (a == null) {
            return "null";
        }
        int iMax = a.length - 1;
        if (iMax == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(a[i]);
            if (i == iMax) {
                return b.append(']').toString();
            }
            b.append(", ");
        }
    }

    public static String toString(short[] a) {
        if (a == null) {
            return "null";
        }
        int iMax = a.length - 1;
        if (iMax == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(a[i]);
            if (i == iMax) {
                return b.append(']').toString();
            }
            b.append(", ");
        }
    }

    public static String toString(char[] a) {
        if (a == null) {
            return "null";
        }
        int iMax = a.length - 1;
        if (iMax == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(a[i]);
            if (i == iMax) {
                return b.append(']').toString();
            }
            b.append(", ");
        }
    }

    public static String toString(byte[] a) {
        if (a == null) {
            return "null";
        }
        int iMax = a.length - 1;
        if (iMax == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(a[i]);
            if (i == iMax) {
                return b.append(']').toString();
            }
            b.append(", ");
        }
    }

    public static String toString(boolean[] a) {
        if (a == null) {
            return "null";
        }
        int iMax = a.length - 1;
        if (iMax == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(a[i]);
            if (i == iMax) {
                return b.append(']').toString();
            }
            b.append(", ");
        }
    }

    public static String toString(double[] a) {
        if (a == null) {
            return "null";
        }
        int iMax = a.length - 1;
        if (iMax == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(a[i]);
            if (i == iMax) {
                return b.append(']').toString();
            }
            b.append(", ");
        }
    }

    public static String toString(float[] a) {
        if (a == null) {
            return "null";
        }
        int iMax = a.length - 1;
        if (iMax == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(a[i]);
            if (i == iMax) {
                return b.append(']').toString();
            }
            b.append(", ");
        }
    }

    public static String toString(Object[] a) {
        if (a == null) {
            return "null";
        }
        int iMax = a.length - 1;
        if (iMax == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(String.valueOf(a[i]));
            if (i == iMax) {
                return b.append(']').toString();
            }
            b.append(", ");
        }
    }

    public static int deepHashCode(Object[] a) {
        if (a == null) {
            return 0;
        }
        int result = 1;
        for (int i = 0, len = a.length; i < len; i++) {
            Object element = a[i];
            int elementHash;
            if (element == null) {
                elementHash = 0;
            } else if (element instanceof Object[]) {
                elementHash = deepHashCode((Object[]) element);
            } else if (element instanceof long[]) {
                elementHash = hashCode((long[]) element);
            } else if (element instanceof int[]) {
                elementHash = hashCode((int[]) element);
            } else if (element instanceof short[]) {
                elementHash = hashCode((short[]) element);
            } else if (element instanceof char[]) {
                elementHash = hashCode((char[]) element);
            } else if (element instanceof byte[]) {
                elementHash = hashCode((byte[]) element);
            } else if (element instanceof boolean[]) {
                elementHash = hashCode((boolean[]) element);
            } else if (element instanceof double[]) {
                elementHash = hashCode((double[]) element);
            } else if (element instanceof float[]) {
                elementHash = hashCode((float[]) element);
            } else {
                elementHash = element.hashCode();
            }
            result = 31 * result + elementHash;
        }
        return result;
    }

    public static boolean deepEquals(Object[] a1, Object[] a2) {
        if (a1 == a2) {
            return true;
        }
        if (a1 == null || a2 == null) {
            return false;
        }
        int length = a1.length;
        if (a2.length != length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            Object e1 = a1[i];
            Object e2 = a2[i];
            if (e1 == e2) {
                continue;
            }
            if (e1 == null) {
                return false;
            }
            if (!deepEquals0(e1, e2)) {
                return false;
            }
        }
        return true;
    }

    static boolean deepEquals0(Object e1, Object e2) {
        if (e1 instanceof Object[] && e2 instanceof Object[]) {
            return deepEquals((Object[]) e1, (Object[]) e2);
        } else if (e1 instanceof long[] && e2 instanceof long[]) {
            return equals((long[]) e1, (long[]) e2);
        } else if (e1 instanceof int[] && e2 instanceof int[]) {
            return equals((int[]) e1, (int[]) e2);
        } else if (e1 instanceof short[] && e2 instanceof short[]) {
            return equals((short[]) e1, (short[]) e2);
        } else if (e1 instanceof char[] && e2 instanceof char[]) {
            return equals((char[]) e1, (char[]) e2);
        } else if (e1 instanceof byte[] && e2 instanceof byte[]) {
            return equals((byte[]) e1, (byte[]) e2);
        } else if (e1 instanceof boolean[] && e2 instanceof boolean[]) {
            return equals((boolean[]) e1, (boolean[]) e2);
        } else if (e1 instanceof double[] && e2 instanceof double[]) {
            return equals((double[]) e1, (double[]) e2);
        } else if (e1 instanceof float[] && e2 instanceof float[]) {
            return equals((float[]) e1, (float[]) e2);
        } else {
            return e1.equals(e2);
        }
    }

    public static String deepToString(Object[] a) {
        if (a == null) {
            return "null";
        }
        StringBuilder buf = new StringBuilder();
        deepToString(a, buf, new Object[8], 0);
        return buf.toString();
    }

    private static void deepToString(Object[] a, StringBuilder buf, Object[] dejaVu, int depth) {
        int iMax = a.length - 1;
        if (iMax == -1) {
            buf.append("[]");
            return;
        }
        if (depth == dejaVu.length) {
            dejaVu = copyOf(dejaVu, depth * 2);
        }
        dejaVu[depth] = a;
        buf.append('[');
        for (int i = 0;; i++) {
            Object element = a[i];
            if (element == null) {
                buf.append("null");
            } else if (element instanceof Object[]) {
                boolean seen = false;
                for (int k = 0; k <= depth; k++) {
                    if (dejaVu[k] == element) {
                        seen = true;
                        break;
                    }
                }
                if (seen) {
                    buf.append("[...]");
                } else {
                    deepToString((Object[]) element, buf, dejaVu, depth + 1);
                }
            } else {
                if (element instanceof long[]) {
                    buf.append(toString((long[]) element));
                } else if (element instanceof int[]) {
                    buf.append(toString((int[]) element));
                } else if (element instanceof short[]) {
                    buf.append(toString((short[]) element));
                } else if (element instanceof char[]) {
                    buf.append(toString((char[]) element));
                } else if (element instanceof byte[]) {
                    buf.append(toString((byte[]) element));
                } else if (element instanceof boolean[]) {
                    buf.append(toString((boolean[]) element));
                } else if (element instanceof double[]) {
                    buf.append(toString((double[]) element));
                } else if (element instanceof float[]) {
                    buf.append(toString((float[]) element));
                } else {
                    buf.append(element.toString());
                }
            }
            if (i == iMax) {
                break;
            }
            buf.append(", ");
        }
        buf.append(']');
        dejaVu[depth] = null;
    }

    public static void sort(Object[] a) {
        ComparableTimSort.sort(a, 0, a.length);
    }

    public static void sort(Object[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        ComparableTimSort.sort(a, fromIndex, toIndex); // hotspot:1107
    }

    public static <T> void sort(T[] a, Comparator<? super T> c) {
        if (c == null) {
            ComparableTimSort.sort(a, 0, a.length);
        } else {
            TimSort.sort(a, 0, a.length, c);
        }
    }

    public static <T> void sort(T[] a, int fromIndex, int toIndex, Comparator<? super T> c) {
        if (c == null) {
            sort(a, fromIndex, toIndex); // hotspot:1301
        } else {
            rangeCheck(a.length, fromIndex, toIndex);
            TimSort.sort(a, fromIndex, toIndex, c);
        }
    }

    @SuppressWarnings("rawtypes")
    public static <T extends Comparable<? super T>> void parallelSort(T[] a) {
        ComparableTimSort.sort(a, 0, a.length);
    }

    public static <T extends Comparable<? super T>> void parallelSort(T[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        ComparableTimSort.sort(a, fromIndex, toIndex);
    }

    public static <T> void parallelSort(T[] a, Comparator<? super T> cmp) {
        sort(a, cmp);
    }

    public static <T> void parallelSort(T[] a, int fromIndex, int toIndex, Comparator<? super T> cmp) {
        sort(a, fromIndex, toIndex, cmp);
    }

    public static int binarySearch(Object[] a, Object key) {
        return binarySearch0(a, 0, a.length, key);
    }

    public static int binarySearch(Object[] a, int fromIndex, int toIndex, Object key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static int binarySearch0(Object[] a, int fromIndex, int toIndex, Object key) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            Comparable midVal = (Comparable) a[mid];
            int cmp = midVal.compareTo(key);
            if (cmp < 0) {
                low = mid + 1;
            } else if (cmp > 0) {
                high = mid - 1;
            } else {
                return mid;
            }
        }
        return -(low + 1);
    }

    public static <T> int binarySearch(T[] a, T key, Comparator<? super T> c) {
        return binarySearch0(a, 0, a.length, key, c);
    }

    public static <T> int binarySearch(T[] a, int fromIndex, int toIndex, T key, Comparator<? super T> c) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key, c);
    }

    private static <T> int binarySearch0(T[] a, int fromIndex, int toIndex, T key, Comparator<? super T> c) {
        if (c == null) {
            return binarySearch0(a, fromIndex, toIndex, key);
        }
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            T midVal = a[mid];
            int cmp = c.compare(midVal, key);
            if (cmp < 0) {
                low = mid + 1;
            } else if (cmp > 0) {
                high = mid - 1;
            } else {
                return mid;
            }
        }
        return -(low + 1);
    }

    public static <T> void setAll(T[] array, IntFunction<? extends T> generator) {
        Objects.requireNonNull(generator);
        for (int i = 0; i < array.length; i++) {
            array[i] = generator.apply(i);
        }
    }

    public static void setAll(int[] array, IntUnaryOperator generator) {
        Objects.requireNonNull(generator);
        for (int i = 0; i < array.length; i++) {
            array[i] = generator.applyAsInt(i);
        }
    }

    public static void setAll(long[] array, IntToLongFunction generator) {
        Objects.requireNonNull(generator);
        for (int i = 0; i < array.length; i++) {
            array[i] = generator.applyAsLong(i);
        }
    }

    public static void setAll(double[] array, IntToDoubleFunction generator) {
        Objects.requireNonNull(generator);
        for (int i = 0; i < array.length; i++) {
            array[i] = generator.applyAsDouble(i);
        }
    }

    public static <T> void parallelSetAll(T[] array, IntFunction<? extends T> generator) {
        setAll(array, generator);
    }

    public static void parallelSetAll(int[] array, IntUnaryOperator generator) {
        setAll(array, generator);
    }

    public static void parallelSetAll(long[] array, IntToLongFunction generator) {
        setAll(array, generator);
    }

    public static void parallelSetAll(double[] array, IntToDoubleFunction generator) {
        setAll(array, generator);
    }

    public static int mismatch(boolean[] a, boolean[] b) {
        int length = Math.min(a.length, b.length);
        if (a == b) {
            return -1;
        }
        for (int i = 0; i < length; i++) {
            if (a[i] != b[i]) {
                return i;
            }
        }
        return a.length != b.length ? length : -1;
    }

    public static int mismatch(boolean[] a, int aFromIndex, int aToIndex, boolean[] b, int bFromIndex, int bToIndex) {
        rangeCheck(a.length, aFromIndex, aToIndex);
        rangeCheck(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex;
        int bLength = bToIndex - bFromIndex;
        int length = Math.min(aLength, bLength);
        for (int i = 0; i < length; i++) {
            if (a[aFromIndex + i] != b[bFromIndex + i]) {
                return i;
            }
        }
        return aLength != bLength ? length : -1;
    }

    public static int mismatch(byte[] a, byte[] b) {
        int length = Math.min(a.length, b.length);
        if (a == b) {
            return -1;
        }
        for (int i = 0; i < length; i++) {
            if (a[i] != b[i]) {
                return i;
            }
        }
        return a.length != b.length ? length : -1;
    }

    public static int mismatch(byte[] a, int aFromIndex, int aToIndex, byte[] b, int bFromIndex, int bToIndex) {
        rangeCheck(a.length, aFromIndex, aToIndex);
        rangeCheck(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex;
        int bLength = bToIndex - bFromIndex;
        int length = Math.min(aLength, bLength);
        for (int i = 0; i < length; i++) {
            if (a[aFromIndex + i] != b[bFromIndex + i]) {
                return i;
            }
        }
        return aLength != bLength ? length : -1;
    }

    public static int mismatch(short[] a, short[] b) {
        int length = Math.min(a.length, b.length);
        if (a == b) {
            return -1;
        }
        for (int i = 0; i < length; i++) {
            if (a[i] != b[i]) {
                return i;
            }
        }
        return a.length != b.length ? length : -1;
    }

    public static int mismatch(short[] a, int aFromIndex, int aToIndex, short[] b, int bFromIndex, int bToIndex) {
        rangeCheck(a.length, aFromIndex, aToIndex);
        rangeCheck(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex;
        int bLength = bToIndex - bFromIndex;
        int length = Math.min(aLength, bLength);
        for (int i = 0; i < length; i++) {
            if (a[aFromIndex + i] != b[bFromIndex + i]) {
                return i;
            }
        }
        return aLength != bLength ? length : -1;
    }

    public static int mismatch(char[] a, char[] b) {
        int length = Math.min(a.length, b.length);
        if (a == b) {
            return -1;
        }
        for (int i = 0; i < length; i++) {
            if (a[i] != b[i]) {
                return i;
            }
        }
        return a.length != b.length ? length : -1;
    }

    public static int mismatch(char[] a, int aFromIndex, int aToIndex, char[] b, int bFromIndex, int bToIndex) {
        rangeCheck(a.length, aFromIndex, aToIndex);
        rangeCheck(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex;
        int bLength = bToIndex - bFromIndex;
        int length = Math.min(aLength, bLength);
        for (int i = 0; i < length; i++) {
            if (a[aFromIndex + i] != b[bFromIndex + i]) {
                return i;
            }
        }
        return aLength != bLength ? length : -1;
    }

    public static int mismatch(int[] a, int[] b) {
        int length = Math.min(a.length, b.length);
        if (a == b) {
            return -1;
        }
        for (int i = 0; i < length; i++) {
            if (a[i] != b[i]) {
                return i;
            }
        }
        return a.length != b.length ? length : -1;
    }

    public static int mismatch(int[] a, int aFromIndex, int aToIndex, int[] b, int bFromIndex, int bToIndex) {
        rangeCheck(a.length, aFromIndex, aToIndex);
        rangeCheck(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex;
        int bLength = bToIndex - bFromIndex;
        int length = Math.min(aLength, bLength);
        for (int i = 0; i < length; i++) {
            if (a[aFromIndex + i] != b[bFromIndex + i]) {
                return i;
            }
        }
        return aLength != bLength ? length : -1;
    }

    public static int mismatch(long[] a, long[] b) {
        int length = Math.min(a.length, b.length);
        if (a == b) {
            return -1;
        }
        for (int i = 0; i < length; i++) {
            if (a[i] != b[i]) {
                return i;
            }
        }
        return a.length != b.length ? length : -1;
    }

    public static int mismatch(long[] a, int aFromIndex, int aToIndex, long[] b, int bFromIndex, int bToIndex) {
        rangeCheck(a.length, aFromIndex, aToIndex);
        rangeCheck(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex;
        int bLength = bToIndex - bFromIndex;
        int length = Math.min(aLength, bLength);
        for (int i = 0; i < length; i++) {
            if (a[aFromIndex + i] != b[bFromIndex + i]) {
                return i;
            }
        }
        return aLength != bLength ? length : -1;
    }

    public static int mismatch(float[] a, float[] b) {
        int length = Math.min(a.length, b.length);
        if (a == b) {
            return -1;
        }
        for (int i = 0; i < length; i++) {
            if (Float.floatToIntBits(a[i]) != Float.floatToIntBits(b[i])) {
                return i;
            }
        }
        return a.length != b.length ? length : -1;
    }

    public static int mismatch(float[] a, int aFromIndex, int aToIndex, float[] b, int bFromIndex, int bToIndex) {
        rangeCheck(a.length, aFromIndex, aToIndex);
        rangeCheck(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex;
        int bLength = bToIndex - bFromIndex;
        int length = Math.min(aLength, bLength);
        for (int i = 0; i < length; i++) {
            if (Float.floatToIntBits(a[aFromIndex + i]) != Float.floatToIntBits(b[bFromIndex + i])) {
                return i;
            }
        }
        return aLength != bLength ? length : -1;
    }

    public static int mismatch(double[] a, double[] b) {
        int length = Math.min(a.length, b.length);
        if (a == b) {
            return -1;
        }
        for (int i = 0; i < length; i++) {
            if (Double.doubleToLongBits(a[i]) != Double.doubleToLongBits(b[i])) {
                return i;
            }
        }
        return a.length != b.length ? length : -1;
    }

    public static int mismatch(double[] a, int aFromIndex, int aToIndex, double[] b, int bFromIndex, int bToIndex) {
        rangeCheck(a.length, aFromIndex, aToIndex);
        rangeCheck(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex;
        int bLength = bToIndex - bFromIndex;
        int length = Math.min(aLength, bLength);
        for (int i = 0; i < length; i++) {
            if (Double.doubleToLongBits(a[aFromIndex + i]) != Double.doubleToLongBits(b[bFromIndex + i])) {
                return i;
            }
        }
        return aLength != bLength ? length : -1;
    }

    public static int mismatch(Object[] a, Object[] b) {
        int length = Math.min(a.length, b.length);
        if (a == b) {
            return -1;
        }
        for (int i = 0; i < length; i++) {
            if (!Objects.equals(a[i], b[i])) {
                return i;
            }
        }
        return a.length != b.length ? length : -1;
    }

    public static int mismatch(Object[] a, int aFromIndex, int aToIndex, Object[] b, int bFromIndex, int bToIndex) {
        rangeCheck(a.length, aFromIndex, aToIndex);
        rangeCheck(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex;
        int bLength = bToIndex - bFromIndex;
        int length = Math.min(aLength, bLength);
        for (int i = 0; i < length; i++) {
            if (!Objects.equals(a[aFromIndex + i], b[bFromIndex + i])) {
                return i;
            }
        }
        return aLength != bLength ? length : -1;
    }

    public static int compare(boolean[] a, boolean[] b) {
        if (a == b) {
            return 0;
        }
        if (a == null || b == null) {
            return a == null ? -1 : 1;
        }
        int i = mismatch(a, b);
        if (i >= 0 && i < Math.min(a.length, b.length)) {
            return Boolean.compare(a[i], b[i]);
        }
        return a.length - b.length;
    }

    public static int compare(boolean[] a, int aFromIndex, int aToIndex, boolean[] b, int bFromIndex, int bToIndex) {
        rangeCheck(a.length, aFromIndex, aToIndex);
        rangeCheck(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex;
        int bLength = bToIndex - bFromIndex;
        int i = mismatch(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex);
        if (i >= 0 && i < Math.min(aLength, bLength)) {
            return Boolean.compare(a[aFromIndex + i], b[bFromIndex + i]);
        }
        return aLength - bLength;
    }

    public static int compare(byte[] a, byte[] b) {
        if (a == b) {
            return 0;
        }
        if (a == null || b == null) {
            return a == null ? -1 : 1;
        }
        int i = mismatch(a, b);
        if (i >= 0 && i < Math.min(a.length, b.length)) {
            return Byte.compare(a[i], b[i]);
        }
        return a.length - b.length;
    }

    public static int compare(byte[] a, int aFromIndex, int aToIndex, byte[] b, int bFromIndex, int bToIndex) {
        rangeCheck(a.length, aFromIndex, aToIndex);
        rangeCheck(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex;
        int bLength = bToIndex - bFromIndex;
        int i = mismatch(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex);
        if (i >= 0 && i < Math.min(aLength, bLength)) {
            return Byte.compare(a[aFromIndex + i], b[bFromIndex + i]);
        }
        return aLength - bLength;
    }

    public static int compareUnsigned(byte[] a, byte[] b) {
        if (a == b) {
            return 0;
        }
        if (a == null || b == null) {
            return a == null ? -1 : 1;
        }
        int i = mismatch(a, b);
        if (i >= 0 && i < Math.min(a.length, b.length)) {
            return Byte.compareUnsigned(a[i], b[i]);
        }
        return a.length - b.length;
    }

    public static int compareUnsigned(byte[] a, int aFromIndex, int aToIndex, byte[] b, int bFromIndex, int bToIndex) {
        rangeCheck(a.length, aFromIndex, aToIndex);
        rangeCheck(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex;
        int bLength = bToIndex - bFromIndex;
        int i = mismatch(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex);
        if (i >= 0 && i < Math.min(aLength, bLength)) {
            return Byte.compareUnsigned(a[aFromIndex + i], b[bFromIndex + i]);
        }
        return aLength - bLength;
    }

    public static int compare(short[] a, short[] b) {
        if (a == b) {
            return 0;
        }
        if (a == null || b == null) {
            return a == null ? -1 : 1;
        }
        int i = mismatch(a, b);
        if (i >= 0 && i < Math.min(a.length, b.length)) {
            return Short.compare(a[i], b[i]);
        }
        return a.length - b.length;
    }

    public static int compare(short[] a, int aFromIndex, int aToIndex, short[] b, int bFromIndex, int bToIndex) {
        rangeCheck(a.length, aFromIndex, aToIndex);
        rangeCheck(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex;
        int bLength = bToIndex - bFromIndex;
        int i = mismatch(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex);
        if (i >= 0 && i < Math.min(aLength, bLength)) {
            return Short.compare(a[aFromIndex + i], b[bFromIndex + i]);
        }
        return aLength - bLength;
    }

    public static int compareUnsigned(short[] a, short[] b) {
        if (a == b) {
            return 0;
        }
        if (a == null || b == null) {
            return a == null ? -1 : 1;
        }
        int i = mismatch(a, b);
        if (i >= 0 && i < Math.min(a.length, b.length)) {
            return Short.compareUnsigned(a[i], b[i]);
        }
        return a.length - b.length;
    }

    public static int compareUnsigned(short[] a, int aFromIndex, int aToIndex, short[] b, int bFromIndex, int bToIndex) {
        rangeCheck(a.length, aFromIndex, aToIndex);
        rangeCheck(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex;
        int bLength = bToIndex - bFromIndex;
        int i = mismatch(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex);
        if (i >= 0 && i < Math.min(aLength, bLength)) {
            return Short.compareUnsigned(a[aFromIndex + i], b[bFromIndex + i]);
        }
        return aLength - bLength;
    }

    public static int compare(char[] a, char[] b) {
        if (a == b) {
            return 0;
        }
        if (a == null || b == null) {
            return a == null ? -1 : 1;
        }
        int i = mismatch(a, b);
        if (i >= 0 && i < Math.min(a.length, b.length)) {
            return Character.compare(a[i], b[i]);
        }
        return a.length - b.length;
    }

    public static int compare(char[] a, int aFromIndex, int aToIndex, char[] b, int bFromIndex, int bToIndex) {
        rangeCheck(a.length, aFromIndex, aToIndex);
        rangeCheck(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex;
        int bLength = bToIndex - bFromIndex;
        int i = mismatch(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex);
        if (i >= 0 && i < Math.min(aLength, bLength)) {
            return Character.compare(a[aFromIndex + i], b[bFromIndex + i]);
        }
        return aLength - bLength;
    }

    public static int compare(int[] a, int[] b) {
        if (a == b) {
            return 0;
        }
        if (a == null || b == null) {
            return a == null ? -1 : 1;
        }
        int i = mismatch(a, b);
        if (i >= 0 && i < Math.min(a.length, b.length)) {
            return Integer.compare(a[i], b[i]);
        }
        return a.length - b.length;
    }

    public static int compare(int[] a, int aFromIndex, int aToIndex, int[] b, int bFromIndex, int bToIndex) {
        rangeCheck(a.length, aFromIndex, aToIndex);
        rangeCheck(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex;
        int bLength = bToIndex - bFromIndex;
        int i = mismatch(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex);
        if (i >= 0 && i < Math.min(aLength, bLength)) {
            return Integer.compare(a[aFromIndex + i], b[bFromIndex + i]);
        }
        return aLength - bLength;
    }

    public static int compareUnsigned(int[] a, int[] b) {
        if (a == b) {
            return 0;
        }
        if (a == null || b == null) {
            return a == null ? -1 : 1;
        }
        int i = mismatch(a, b);
        if (i >= 0 && i < Math.min(a.length, b.length)) {
            return Integer.compareUnsigned(a[i], b[i]);
        }
        return a.length - b.length;
    }

    public static int compareUnsigned(int[] a, int aFromIndex, int aToIndex, int[] b, int bFromIndex, int bToIndex) {
        rangeCheck(a.length, aFromIndex, aToIndex);
        rangeCheck(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex;
        int bLength = bToIndex - bFromIndex;
        int i = mismatch(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex);
        if (i >= 0 && i < Math.min(aLength, bLength)) {
            return Integer.compareUnsigned(a[aFromIndex + i], b[bFromIndex + i]);
        }
        return aLength - bLength;
    }

    public static int compare(long[] a, long[] b) {
        if (a == b) {
            return 0;
        }
        if (a == null || b == null) {
            return a == null ? -1 : 1;
        }
        int i = mismatch(a, b);
        if (i >= 0 && i < Math.min(a.length, b.length)) {
            return Long.compare(a[i], b[i]);
        }
        return a.length - b.length;
    }

    public static int compare(long[] a, int aFromIndex, int aToIndex, long[] b, int bFromIndex, int bToIndex) {
        rangeCheck(a.length, aFromIndex, aToIndex);
        rangeCheck(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex;
        int bLength = bToIndex - bFromIndex;
        int i = mismatch(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex);
        if (i >= 0 && i < Math.min(aLength, bLength)) {
            return Long.compare(a[aFromIndex + i], b[bFromIndex + i]);
        }
        return aLength - bLength;
    }

    public static int compareUnsigned(long[] a, long[] b) {
        if (a == b) {
            return 0;
        }
        if (a == null || b == null) {
            return a == null ? -1 : 1;
        }
        int i = mismatch(a, b);
        if (i >= 0 && i < Math.min(a.length, b.length)) {
            return Long.compareUnsigned(a[i], b[i]);
        }
        return a.length - b.length;
    }

    public static int compareUnsigned(long[] a, int aFromIndex, int aToIndex, long[] b, int bFromIndex, int bToIndex) {
        rangeCheck(a.length, aFromIndex, aToIndex);
        rangeCheck(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex;
        int bLength = bToIndex - bFromIndex;
        int i = mismatch(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex);
        if (i >= 0 && i < Math.min(aLength, bLength)) {
            return Long.compareUnsigned(a[aFromIndex + i], b[bFromIndex + i]);
        }
        return aLength - bLength;
    }

    public static int compare(float[] a, float[] b) {
        if (a == b) {
            return 0;
        }
        if (a == null || b == null) {
            return a == null ? -1 : 1;
        }
        int i = mismatch(a, b);
        if (i >= 0 && i < Math.min(a.length, b.length)) {
            return Float.compare(a[i], b[i]);
        }
        return a.length - b.length;
    }

    public static int compare(float[] a, int aFromIndex, int aToIndex, float[] b, int bFromIndex, int bToIndex) {
        rangeCheck(a.length, aFromIndex, aToIndex);
        rangeCheck(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex;
        int bLength = bToIndex - bFromIndex;
        int i = mismatch(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex);
        if (i >= 0 && i < Math.min(aLength, bLength)) {
            return Float.compare(a[aFromIndex + i], b[bFromIndex + i]);
        }
        return aLength - bLength;
    }

    public static int compare(double[] a, double[] b) {
        if (a == b) {
            return 0;
        }
        if (a == null || b == null) {
            return a == null ? -1 : 1;
        }
        int i = mismatch(a, b);
        if (i >= 0 && i < Math.min(a.length, b.length)) {
            return Double.compare(a[i], b[i]);
        }
        return a.length - b.length;
    }

    public static int compare(double[] a, int aFromIndex, int aToIndex, double[] b, int bFromIndex, int bToIndex) {
        rangeCheck(a.length, aFromIndex, aToIndex);
        rangeCheck(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex;
        int bLength = bToIndex - bFromIndex;
        int i = mismatch(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex);
        if (i >= 0 && i < Math.min(aLength, bLength)) {
            return Double.compare(a[aFromIndex + i], b[bFromIndex + i]);
        }
        return aLength - bLength;
    }

    public static <T> int mismatch(T[] a, T[] b, Comparator<? super T> cmp) {
        Objects.requireNonNull(cmp);
        int length = Math.min(a.length, b.length);
        if (a == b) {
            return -1;
        }
        for (int i = 0; i < length; i++) {
            T oa = a[i];
            T ob = b[i];
            if (oa != ob && cmp.compare(oa, ob) != 0) {
                return i;
            }
        }
        return a.length != b.length ? length : -1;
    }

    public static <T> int mismatch(T[] a, int aFromIndex, int aToIndex, T[] b, int bFromIndex, int bToIndex,
            Comparator<? super T> cmp) {
        Objects.requireNonNull(cmp);
        rangeCheck(a.length, aFromIndex, aToIndex);
        rangeCheck(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex;
        int bLength = bToIndex - bFromIndex;
        int length = Math.min(aLength, bLength);
        for (int i = 0; i < length; i++) {
            T oa = a[aFromIndex + i];
            T ob = b[bFromIndex + i];
            if (oa != ob && cmp.compare(oa, ob) != 0) {
                return i;
            }
        }
        return aLength != bLength ? length : -1;
    }

    public static <T extends Comparable<? super T>> int compare(T[] a, T[] b) {
        if (a == b) {
            return 0;
        }
        if (a == null || b == null) {
            return a == null ? -1 : 1;
        }
        int length = Math.min(a.length, b.length);
        for (int i = 0; i < length; i++) {
            T oa = a[i];
            T ob = b[i];
            if (oa != ob) {
                if (oa == null || ob == null) {
                    return oa == null ? -1 : 1;
                }
                int v = oa.compareTo(ob);
                if (v != 0) {
                    return v;
                }
            }
        }
        return a.length - b.length;
    }

    public static <T extends Comparable<? super T>> int compare(T[] a, int aFromIndex, int aToIndex,
            T[] b, int bFromIndex, int bToIndex) {
        rangeCheck(a.length, aFromIndex, aToIndex);
        rangeCheck(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex;
        int bLength = bToIndex - bFromIndex;
        int length = Math.min(aLength, bLength);
        for (int i = 0; i < length; i++) {
            T oa = a[aFromIndex++];
            T ob = b[bFromIndex++];
            if (oa != ob) {
                if (oa == null || ob == null) {
                    return oa == null ? -1 : 1;
                }
                int v = oa.compareTo(ob);
                if (v != 0) {
                    return v;
                }
            }
        }
        return aLength - bLength;
    }

    public static <T> int compare(T[] a, T[] b, Comparator<? super T> cmp) {
        Objects.requireNonNull(cmp);
        if (a == b) {
            return 0;
        }
        if (a == null || b == null) {
            return a == null ? -1 : 1;
        }
        int length = Math.min(a.length, b.length);
        for (int i = 0; i < length; i++) {
            T oa = a[i];
            T ob = b[i];
            if (oa != ob) {
                int v = cmp.compare(oa, ob);
                if (v != 0) {
                    return v;
                }
            }
        }
        return a.length - b.length;
    }

    public static <T> int compare(T[] a, int aFromIndex, int aToIndex, T[] b, int bFromIndex, int bToIndex,
            Comparator<? super T> cmp) {
        Objects.requireNonNull(cmp);
        rangeCheck(a.length, aFromIndex, aToIndex);
        rangeCheck(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex;
        int bLength = bToIndex - bFromIndex;
        int length = Math.min(aLength, bLength);
        for (int i = 0; i < length; i++) {
            T oa = a[aFromIndex++];
            T ob = b[bFromIndex++];
            if (oa != ob) {
                int v = cmp.compare(oa, ob);
                if (v != 0) {
                    return v;
                }
            }
        }
        return aLength - bLength;
    }

    public static <T> void parallelPrefix(T[] array, java.util.function.BinaryOperator<T> op) {
        Objects.requireNonNull(op);
        for (int i = 1; i < array.length; i++) {
            array[i] = op.apply(array[i - 1], array[i]);
        }
    }

    public static <T> void parallelPrefix(T[] array, int fromIndex, int toIndex,
            java.util.function.BinaryOperator<T> op) {
        Objects.requireNonNull(op);
        rangeCheck(array.length, fromIndex, toIndex);
        for (int i = fromIndex + 1; i < toIndex; i++) {
            array[i] = op.apply(array[i - 1], array[i]);
        }
    }

    public static void parallelPrefix(long[] array, java.util.function.LongBinaryOperator op) {
        Objects.requireNonNull(op);
        for (int i = 1; i < array.length; i++) {
            array[i] = op.applyAsLong(array[i - 1], array[i]);
        }
    }

    public static void parallelPrefix(long[] array, int fromIndex, int toIndex, java.util.function.LongBinaryOperator op) {
        Objects.requireNonNull(op);
        rangeCheck(array.length, fromIndex, toIndex);
        for (int i = fromIndex + 1; i < toIndex; i++) {
            array[i] = op.applyAsLong(array[i - 1], array[i]);
        }
    }

    public static void parallelPrefix(double[] array, java.util.function.DoubleBinaryOperator op) {
        Objects.requireNonNull(op);
        for (int i = 1; i < array.length; i++) {
            array[i] = op.applyAsDouble(array[i - 1], array[i]);
        }
    }

    public static void parallelPrefix(double[] array, int fromIndex, int toIndex, java.util.function.DoubleBinaryOperator op) {
        Objects.requireNonNull(op);
        rangeCheck(array.length, fromIndex, toIndex);
        for (int i = fromIndex + 1; i < toIndex; i++) {
            array[i] = op.applyAsDouble(array[i - 1], array[i]);
        }
    }

    public static void parallelPrefix(int[] array, java.util.function.IntBinaryOperator op) {
        Objects.requireNonNull(op);
        for (int i = 1; i < array.length; i++) {
            array[i] = op.applyAsInt(array[i - 1], array[i]);
        }
    }

    public static void parallelPrefix(int[] array, int fromIndex, int toIndex, java.util.function.IntBinaryOperator op) {
        Objects.requireNonNull(op);
        rangeCheck(array.length, fromIndex, toIndex);
        for (int i = fromIndex + 1; i < toIndex; i++) {
            array[i] = op.applyAsInt(array[i - 1], array[i]);
        }
    }

    @SafeVarargs
    @SuppressWarnings("varargs")
    public static <T> List<T> asList(T... a) {
        return new ArrayList<T>(a);
    }

    private static class ArrayList<E> extends AbstractList<E> implements RandomAccess, java.io.Serializable {
        private static final long serialVersionUID = -2764017481108945198L;
        private final E[] a;

        @Override
        public Spliterator<E> spliterator() {
            return Spliterators.spliterator(a, Spliterator.ORDERED);
        }

        ArrayList(E[] array) {
            a = Objects.requireNonNull(array);
        }

        public int size() {
            return a.length;
        }

        public Object[] toArray() {
            return Arrays.copyOf(a, a.length, Object[].class);
        }

        @SuppressWarnings("unchecked")
        public <T> T[] toArray(T[] a) {
            int size = size();
            if (a.length < size) {
                return Arrays.copyOf(this.a, size, (Class<? extends T[]>) a.getClass());
            }
            System.arraycopy(this.a, 0, a, 0, size);
            if (a.length > size) {
                a[size] = null;
            }
            return a;
        }

        public E get(int index) {
            return a[index]; // hotspot:4165
        }

        public E set(int index, E element) {
            E oldValue = a[index]; // hotspot:4170
            a[index] = element;
            return oldValue;
        }

        public int indexOf(Object o) {
            E[] a = this.a;
            if (o == null) {
                for (int i = 0; i < a.length; i++) {
                    if (a[i] == null) {
                        return i;
                    }
                }
            } else {
                for (int i = 0; i < a.length; i++) {
                    if (o.equals(a[i])) {
                        return i;
                    }
                }
            }
            return -1;
        }

        public boolean contains(Object o) {
            return indexOf(o) >= 0;
        }

        public void forEach(java.util.function.Consumer<? super E> action) {
            Objects.requireNonNull(action);
            for (E e : a) {
                action.accept(e);
            }
        }

        public void replaceAll(java.util.function.UnaryOperator<E> operator) {
            Objects.requireNonNull(operator);
            E[] a = this.a;
            for (int i = 0; i < a.length; i++) {
                a[i] = operator.apply(a[i]);
            }
        }

        public void sort(Comparator<? super E> c) {
            Arrays.sort(a, c);
        }

        public Iterator<E> iterator() {
            return new ArrayItr<E>(a);
        }
    }

    private static class ArrayItr<E> implements Iterator<E> {
        private int cursor;
        private final E[] a;

        ArrayItr(E[] a) {
            this.a = a;
        }

        public boolean hasNext() {
            return cursor < a.length;
        }

        public E next() {
            int i = cursor;
            if (i >= a.length) {
                throw new NoSuchElementException(); // hotspot:4245
            }
            cursor = i + 1;
            return a[i];
        }
    }

    public static <T> Spliterator<T> spliterator(T[] array) {
        return Spliterators.spliterator(array, Spliterator.ORDERED | Spliterator.IMMUTABLE);
    }

    public static <T> Spliterator<T> spliterator(T[] array, int startInclusive, int endExclusive) {
        return Spliterators.spliterator(array, startInclusive, endExclusive,
                Spliterator.ORDERED | Spliterator.IMMUTABLE);
    }

    public static Spliterator.OfInt spliterator(int[] array) {
        return Spliterators.spliterator(array, Spliterator.ORDERED | Spliterator.IMMUTABLE);
    }

    public static Spliterator.OfInt spliterator(int[] array, int startInclusive, int endExclusive) {
        return Spliterators.spliterator(array, startInclusive, endExclusive,
                Spliterator.ORDERED | Spliterator.IMMUTABLE);
    }

    public static Spliterator.OfLong spliterator(long[] array) {
        return Spliterators.spliterator(array, Spliterator.ORDERED | Spliterator.IMMUTABLE);
    }

    public static Spliterator.OfLong spliterator(long[] array, int startInclusive, int endExclusive) {
        return Spliterators.spliterator(array, startInclusive, endExclusive,
                Spliterator.ORDERED | Spliterator.IMMUTABLE);
    }

    public static Spliterator.OfDouble spliterator(double[] array) {
        return Spliterators.spliterator(array, Spliterator.ORDERED | Spliterator.IMMUTABLE);
    }

    public static Spliterator.OfDouble spliterator(double[] array, int startInclusive, int endExclusive) {
        return Spliterators.spliterator(array, startInclusive, endExclusive,
                Spliterator.ORDERED | Spliterator.IMMUTABLE);
    }

    public static <T> java.util.stream.Stream<T> stream(T[] array) {
        return jdk.internal.terrarium.stream.Streams.refArray(array, 0, array.length);
    }

    public static <T> java.util.stream.Stream<T> stream(T[] array, int startInclusive, int endExclusive) {
        return jdk.internal.terrarium.stream.Streams.refArray(array, startInclusive, endExclusive);
    }

    public static java.util.stream.IntStream stream(int[] array) {
        return jdk.internal.terrarium.stream.Streams.intArray(array, 0, array.length);
    }

    public static java.util.stream.IntStream stream(int[] array, int startInclusive, int endExclusive) {
        return jdk.internal.terrarium.stream.Streams.intArray(array, startInclusive, endExclusive);
    }

    public static java.util.stream.LongStream stream(long[] array) {
        return jdk.internal.terrarium.stream.Streams.longArray(array, 0, array.length);
    }

    public static java.util.stream.LongStream stream(long[] array, int startInclusive, int endExclusive) {
        return jdk.internal.terrarium.stream.Streams.longArray(array, startInclusive, endExclusive);
    }

    public static java.util.stream.DoubleStream stream(double[] array) {
        return jdk.internal.terrarium.stream.Streams.doubleArray(array, 0, array.length);
    }

    public static java.util.stream.DoubleStream stream(double[] array, int startInclusive, int endExclusive) {
        return jdk.internal.terrarium.stream.Streams.doubleArray(array, startInclusive, endExclusive);
    }
}
