// Test program for helpful NullPointerException messages (JEP 358).
// Every method named case* throws a NullPointerException from its own code
// when invoked with null / zero arguments. record.sh runs it on HotSpot and
// records, for each case, the faulting bci and the message.
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

public class NpeCases {
    static class Node {
        Node next;
        String name;
        int count;
        long big;
        int[] ints;
        Object[] objs;
        static String sName;
        String getName() { return name; }
    }

    interface Shape {
        String label(int a, String b, Object c, long[] d, String[][] e, StringBuilder f);
    }

    static String sField;
    static Node sNode;
    static int[] sInts;
    static Object sLock;
    static String sSink;

    String name;
    Node node;
    int idx;
    Throwable ex;
    Object lock;

    static String nullString() { return null; }
    static Node nullNode() { return null; }
    static int[] nullInts() { return null; }
    static Node emptyNode() { return new Node(); }
    static String[] stringsWithNull() { return new String[3]; }
    static Node[] nodesWithNull() { return new Node[3]; }
    static int zero() { return 0; }
    static Shape nullShape() { return null; }
    static String withArgs(int a, String b, Object c, double d) { return null; }
    static boolean flag() { return true; }

    // ---- invokes
    static int caseInvokeParam(String s) { return s.length(); }
    static int caseInvokeParam2(long a, double b, String s) { return s.length(); }
    static int caseInvokeLocal() { String s = nullString(); return s.length(); }
    static int caseInvokeAconstNull() { return ((String) null).length(); }
    static int caseInvokeStaticField() { sField = null; return sField.length(); }
    int caseInvokeThisField() { return name.length(); }
    static int caseInvokeReturnValue() { return nullString().length(); }
    static int caseInvokeReturnValueArgs() { return withArgs(1, "x", null, 2.0).length(); }
    static int caseInvokeObjectMethod(Object o) { return o.hashCode(); }
    static boolean caseInvokeEquals(Object o) { return o.equals("x"); }
    static int caseInvokeInterface(List<String> l) { return l.size(); }
    static String caseInvokeComplexSig(Shape s) { return s.label(1, "b", null, null, null, null); }
    static String caseInvokeReturnedShape() { return nullShape().label(1, "b", null, null, null, null); }
    static Object caseInvokeArrayClone(int[] a) { return a.clone(); }
    static Object caseInvokeObjArrayClone(String[][] a) { return a.clone(); }
    static int caseUnboxing(Integer i) { return i; }
    static int caseInvokeNestedField(Node n) { return n.next.name.length(); }
    static String caseInvokeNodeMethod() { return nullNode().getName(); }
    static int caseInvokeStaticNested() { return Node.sName.length(); }
    static int caseInvokeReturnedField() { return emptyNode().name.length(); }
    static int caseInvokeArrayElem() { String[] a = stringsWithNull(); return a[1].length(); }
    static int caseInvokeArrayElemIdx(int i) { String[] a = stringsWithNull(); return a[i].length(); }
    static int caseInvokeArrayElemCall() { String[] a = stringsWithNull(); return a[zero()].length(); }
    static int caseInvokeArrayElemExpr(int i) { String[] a = stringsWithNull(); return a[i + 1].length(); }
    static int caseInvokeArrayElemBig() { String[] a = new String[2000]; return a[1000].length(); }
    static int caseInvokeArrayElemBipush() { String[] a = new String[200]; return a[100].length(); }
    static int caseInvokeArrayElemNeg(String[] a) { return a[-1000].length(); }
    static int caseInvokeArrayElemFieldIdx() { NpeCases c = new NpeCases(); String[] a = stringsWithNull(); return a[c.idx].length(); }
    static int caseInvokeCondMerge(String a, String b) { return (flag() ? a : b).length(); }
    static int caseInvokeCondMergeSame(String a) { return (flag() ? a : a).length(); }
    static int caseInvokeParamOverwritten(String s) { s = nullString(); return s.length(); }
    static int caseInvokeParamOverwrittenBranch(String s, String t) { if (t != null) { s = t; } return s.length(); }
    static int caseSwitchOnString(String s) {
        switch (s) {
            case "a": return 1;
            default: return 2;
        }
    }
    static int caseInCatch() {
        try {
            Integer.parseInt("x");
        } catch (NumberFormatException e) {
            String s = nullString();
            return s.length();
        }
        return 0;
    }
    static int caseInLoop(String[] arr) {
        int n = 0;
        for (int i = 0; i < 3; i++) {
            n += arr[i].length();
        }
        return n;
    }
    static int caseForEach(String[] arr) {
        int n = 0;
        for (String s : arr) {
            n += s.length();
        }
        return n;
    }
    static int caseDeepFields(Node n) { return n.next.next.next.next.next.next.name.length(); }
    static int caseDeepFieldsOk() { Node n = new Node(); n.next = new Node(); return n.next.next.name.length(); }
    static int caseDeepArrays() { Object[][][][][][] a = new Object[1][1][1][1][1][]; return a[0][0][0][0][0][0].hashCode(); }
    static int caseArrayOfArrays() { int[][] a = new int[2][]; return a[1][0]; }
    static int caseArrayIndexFromArray() { String[] a = stringsWithNull(); int[] b = new int[2]; return a[b[1]].length(); }
    static int caseArrayIndexFromByteArray() { String[] a = stringsWithNull(); byte[] b = new byte[2]; return a[b[1]].length(); }
    static int caseArrayIndexFromNestedArray() { String[] a = stringsWithNull(); int[] b = new int[2]; int[] c = new int[2]; return a[b[c[0]]].length(); }
    static int caseFieldOfArrayElem() { Node[] a = nodesWithNull(); return a[2].count; }
    static int caseArrayElemOfField() { Node n = emptyNode(); n.objs = new Object[1]; return n.objs[0].hashCode(); }
    static int caseArrayFromReturn() { return stringsWithNull()[0].length(); }
    static int caseManyLocals(int a, long b, double c, String d, int e) { String x = null; String y = nullString(); String z = y; return z.length(); }

    // ---- fields
    static int caseGetfield(Node n) { return n.count; }
    static long caseGetfieldLong(Node n) { return n.big; }
    static void casePutfield(Node n) { n.count = 1; }
    static void casePutfieldLong(Node n) { n.big = 5L; }
    static void casePutfieldRef(Node n) { n.name = "x"; }
    static void casePutfieldNested(Node n) { n.next.next = null; }
    static int caseIncField(Node n) { return n.count++; }
    int caseThisFieldGetfield() { return node.count; }
    static int caseStaticFieldGetfield() { return sNode.count; }
    static int caseGetfieldOfReturn() { return nullNode().count; }
    static void casePutfieldOfReturn() { nullNode().count = 3; }

    // ---- arrays
    static int caseIaload(int[] a) { return a[0]; }
    static boolean caseBaloadBool(boolean[] a) { return a[0]; }
    static byte caseBaloadByte(byte[] a) { return a[0]; }
    static char caseCaload(char[] a) { return a[0]; }
    static short caseSaload(short[] a) { return a[0]; }
    static long caseLaload(long[] a) { return a[0]; }
    static float caseFaload(float[] a) { return a[0]; }
    static double caseDaload(double[] a) { return a[0]; }
    static Object caseAaload(Object[] a) { return a[0]; }
    static void caseIastore(int[] a) { a[0] = 1; }
    static void caseBastoreBool(boolean[] a) { a[0] = true; }
    static void caseBastoreByte(byte[] a) { a[0] = 1; }
    static void caseCastore(char[] a) { a[0] = 'c'; }
    static void caseSastore(short[] a) { a[0] = 1; }
    static void caseLastore(long[] a) { a[0] = 1L; }
    static void caseFastore(float[] a) { a[0] = 1f; }
    static void caseDastore(double[] a) { a[0] = 1.0; }
    static void caseAastore(Object[] a) { a[0] = "x"; }
    static void caseIastoreIdx(int[] a, int i) { a[i] = i; }
    static int caseArraylength(int[] a) { return a.length; }
    static int caseArraylengthStatic() { return sInts.length; }
    static int caseArraylengthReturn() { return nullInts().length; }
    static int caseArraylengthField(Node n) { n = emptyNode(); return n.ints.length; }
    static int caseForEachArray(int[] a) { int s = 0; for (int x : a) { s += x; } return s; }
    static int caseCompoundArray(int[] a) { return a[0]++; }
    static void caseLongArrayIdx(long[] a, int i) { a[i] += 2L; }

    // ---- others
    static void caseAthrow(RuntimeException e) { throw e; }
    void caseAthrowField() throws Throwable { throw ex; }
    static void caseAthrowNull() { throw null; }
    static void caseMonitorenter(Object o) { synchronized (o) { sSink = "x"; } }
    static void caseMonitorenterStatic() { synchronized (sLock) { sSink = "x"; } }
    void caseMonitorenterField() { synchronized (lock) { sSink = "y"; } }
    static int caseLambdaLike(Runnable r) { r.run(); return 0; }
    static String caseStringBuilderParam(StringBuilder sb) { return sb.append("x").toString(); }
    static int caseChainedCall(Node n) { return n.getName().length(); }
    static int caseChainedStaticCall() { return emptyNode().getName().length(); }


    int caseInstanceParam(String s) { return s.length(); }
    static int caseCheckcast(Object o) { return ((String) o).length(); }
    static String caseAssignFieldValue(Node n) { return n.name = "x"; }
    static long caseAssignLongFieldValue(Node n) { return n.big = 7L; }
    static long caseAssignLongArrayValue(long[] a, int i) { return a[i] = 9L; }
    static int caseStaticArrayElem() { sInts = null; return sInts[0]; }
    static int caseTableswitch(int k, String a, String b) {
        String s;
        switch (k) {
            case 0: s = a; break;
            case 1: s = b; break;
            case 2: s = "x"; break;
            default: s = null;
        }
        return s.length();
    }
    static int caseFinally(String s) {
        try {
            sSink = "a";
        } finally {
            sSink = s.trim();
        }
        return 0;
    }
    static int caseManyParams(int p0, int p1, int p2, int p3, int p4, int p5, int p6, int p7, int p8, int p9, int p10, int p11, int p12, int p13, int p14, int p15, int p16, int p17, int p18, int p19, int p20, int p21, int p22, int p23, int p24, int p25, int p26, int p27, int p28, int p29, int p30, int p31, int p32, int p33, int p34, int p35, int p36, int p37, int p38, int p39, int p40, int p41, int p42, int p43, int p44, int p45, int p46, int p47, int p48, int p49, int p50, int p51, int p52, int p53, int p54, int p55, int p56, int p57, int p58, int p59, int p60, int p61, int p62, int p63, int p64, int p65, int p66, int p67, int p68, int p69, String s) { return s.length(); }
    static int caseWideLocals(String s) {
        long v0 = 0, v1 = 1, v2 = 2, v3 = 3, v4 = 4, v5 = 5, v6 = 6, v7 = 7, v8 = 8, v9 = 9, v10 = 10, v11 = 11, v12 = 12, v13 = 13, v14 = 14, v15 = 15, v16 = 16, v17 = 17, v18 = 18, v19 = 19, v20 = 20, v21 = 21, v22 = 22, v23 = 23, v24 = 24, v25 = 25, v26 = 26, v27 = 27, v28 = 28, v29 = 29, v30 = 30, v31 = 31, v32 = 32, v33 = 33, v34 = 34, v35 = 35, v36 = 36, v37 = 37, v38 = 38, v39 = 39, v40 = 40, v41 = 41, v42 = 42, v43 = 43, v44 = 44, v45 = 45, v46 = 46, v47 = 47, v48 = 48, v49 = 49, v50 = 50, v51 = 51, v52 = 52, v53 = 53, v54 = 54, v55 = 55, v56 = 56, v57 = 57, v58 = 58, v59 = 59, v60 = 60, v61 = 61, v62 = 62, v63 = 63, v64 = 64, v65 = 65, v66 = 66, v67 = 67, v68 = 68, v69 = 69, v70 = 70, v71 = 71, v72 = 72, v73 = 73, v74 = 74, v75 = 75, v76 = 76, v77 = 77, v78 = 78, v79 = 79, v80 = 80, v81 = 81, v82 = 82, v83 = 83, v84 = 84, v85 = 85, v86 = 86, v87 = 87, v88 = 88, v89 = 89, v90 = 90, v91 = 91, v92 = 92, v93 = 93, v94 = 94, v95 = 95, v96 = 96, v97 = 97, v98 = 98, v99 = 99, v100 = 100, v101 = 101, v102 = 102, v103 = 103, v104 = 104, v105 = 105, v106 = 106, v107 = 107, v108 = 108, v109 = 109, v110 = 110, v111 = 111, v112 = 112, v113 = 113, v114 = 114, v115 = 115, v116 = 116, v117 = 117, v118 = 118, v119 = 119, v120 = 120, v121 = 121, v122 = 122, v123 = 123, v124 = 124, v125 = 125, v126 = 126, v127 = 127, v128 = 128, v129 = 129;
        String t = s;
        return t.length() + (int) (v0 + v129);
    }

    static int caseHandlerForgetsWrites(String s) {
        try {
            s = nullString();
            Integer.parseInt("x");
        } catch (NumberFormatException e) {
            return s.length();
        }
        return 0;
    }
    static int caseLoopWriteAfter(String s, int n) {
        int r = 0;
        for (int i = 0; i < n + 1; i++) {
            r += s.length();
            s = null;
        }
        return r;
    }
    static int caseWideIndex() {
        long w0 = 0, w1 = 1, w2 = 2, w3 = 3, w4 = 4, w5 = 5, w6 = 6, w7 = 7, w8 = 8, w9 = 9, w10 = 10, w11 = 11, w12 = 12, w13 = 13, w14 = 14, w15 = 15, w16 = 16, w17 = 17, w18 = 18, w19 = 19, w20 = 20, w21 = 21, w22 = 22, w23 = 23, w24 = 24, w25 = 25, w26 = 26, w27 = 27, w28 = 28, w29 = 29, w30 = 30, w31 = 31, w32 = 32, w33 = 33, w34 = 34, w35 = 35, w36 = 36, w37 = 37, w38 = 38, w39 = 39, w40 = 40, w41 = 41, w42 = 42, w43 = 43, w44 = 44, w45 = 45, w46 = 46, w47 = 47, w48 = 48, w49 = 49, w50 = 50, w51 = 51, w52 = 52, w53 = 53, w54 = 54, w55 = 55, w56 = 56, w57 = 57, w58 = 58, w59 = 59, w60 = 60, w61 = 61, w62 = 62, w63 = 63, w64 = 64, w65 = 65, w66 = 66, w67 = 67, w68 = 68, w69 = 69, w70 = 70, w71 = 71, w72 = 72, w73 = 73, w74 = 74, w75 = 75, w76 = 76, w77 = 77, w78 = 78, w79 = 79, w80 = 80, w81 = 81, w82 = 82, w83 = 83, w84 = 84, w85 = 85, w86 = 86, w87 = 87, w88 = 88, w89 = 89, w90 = 90, w91 = 91, w92 = 92, w93 = 93, w94 = 94, w95 = 95, w96 = 96, w97 = 97, w98 = 98, w99 = 99, w100 = 100, w101 = 101, w102 = 102, w103 = 103, w104 = 104, w105 = 105, w106 = 106, w107 = 107, w108 = 108, w109 = 109, w110 = 110, w111 = 111, w112 = 112, w113 = 113, w114 = 114, w115 = 115, w116 = 116, w117 = 117, w118 = 118, w119 = 119, w120 = 120, w121 = 121, w122 = 122, w123 = 123, w124 = 124, w125 = 125, w126 = 126, w127 = 127, w128 = 128, w129 = 129;
        int k = 1;
        String[] arr = stringsWithNull();
        return arr[k].length() + (int) (w0 + w129);
    }

    public static void main(String[] args) throws Exception {
        Method[] ms = NpeCases.class.getDeclaredMethods();
        Arrays.sort(ms, Comparator.comparing(Method::getName));
        NpeCases self = new NpeCases();
        for (Method m : ms) {
            if (!m.getName().startsWith("case")) continue;
            Class<?>[] ps = m.getParameterTypes();
            Object[] a = new Object[ps.length];
            for (int i = 0; i < ps.length; i++) {
                Class<?> p = ps[i];
                if (p == int.class) a[i] = 0;
                else if (p == long.class) a[i] = 0L;
                else if (p == double.class) a[i] = 0.0;
                else if (p.isPrimitive()) throw new IllegalStateException(m.getName());
            }
            String msg;
            try {
                m.invoke(java.lang.reflect.Modifier.isStatic(m.getModifiers()) ? null : self, a);
                msg = "NO EXCEPTION";
            } catch (InvocationTargetException e) {
                Throwable t = e.getCause();
                if (t instanceof NullPointerException) {
                    msg = "NPE\t" + t.getMessage();
                } else {
                    msg = "OTHER\t" + t;
                }
            }
            System.out.println(m.getName() + "\t" + msg);
        }
    }
}
