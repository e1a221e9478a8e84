import java.util.*;

public class HashtableVectorStack {
    public static void main(String[] args) {
        Hashtable<String, Integer> h = new Hashtable<>();
        for (int i = 0; i < 30; i++) {
            h.put("k" + i, i);
            if (i == 7 || i == 8 || i == 9 || i == 17 || i == 29) System.out.println(i + ": " + h);
        }
        h.put("Aa", 1);
        h.put("BB", 2);
        System.out.println(h.keySet());
        System.out.println(h.values());
        h.remove("k3");
        System.out.println(h.entrySet());
        Enumeration<String> ke = h.keys();
        StringBuilder sb = new StringBuilder();
        while (ke.hasMoreElements()) sb.append(ke.nextElement()).append(' ');
        System.out.println(sb);
        System.out.println(Collections.list(h.elements()));
        Hashtable<Integer, String> hi = new Hashtable<>(3);
        for (int i = -5; i < 20; i += 2) hi.put(i * 13, "v" + i);
        System.out.println(hi + " " + hi.contains("v3") + " " + hi.containsKey(-65) + " " + hi.get(39));
        Iterator<Integer> it = hi.keySet().iterator();
        while (it.hasNext()) if (it.next() % 2 == 0) it.remove();
        System.out.println(hi);
        @SuppressWarnings("unchecked")
        Hashtable<Integer, String> cl = (Hashtable<Integer, String>) hi.clone();
        cl.put(1, "one");
        System.out.println(cl + " " + hi.equals(cl) + " " + new HashMap<>(hi).equals(hi));
        hi.forEach((k, v) -> System.out.print(k + v + ","));
        System.out.println();
        try { h.put("x", null); } catch (NullPointerException e) { System.out.println("NPE " + e.getMessage()); }
        try { h.put(null, 1); } catch (NullPointerException e) { System.out.println("NPE " + e.getMessage()); }
        try { h.get(null); } catch (NullPointerException e) { System.out.println("NPE " + e.getMessage()); }
        Hashtable<String, Integer> fromMap = new Hashtable<>(new TreeMap<>(Map.of("a", 1, "b", 2, "c", 3)));
        System.out.println(fromMap);

        Vector<Integer> v = new Vector<>();
        System.out.println(v.capacity());
        for (int i = 0; i < 12; i++) v.addElement(i * i);
        System.out.println(v + " cap=" + v.capacity() + " " + v.elementAt(3) + " " + v.firstElement() + " " + v.lastElement());
        v.insertElementAt(-1, 0);
        v.removeElementAt(5);
        v.setElementAt(999, 2);
        v.removeElement(49);
        System.out.println(v + " " + v.indexOf(64) + " " + v.indexOf(64, 8) + " " + v.lastIndexOf(999) + " " + v.size());
        Vector<String> vc = new Vector<>(3, 2);
        for (int i = 0; i < 8; i++) { vc.add("s" + i); System.out.print(vc.capacity() + " "); }
        System.out.println();
        vc.setSize(10);
        System.out.println(vc + " " + vc.size());
        vc.setSize(4);
        vc.trimToSize();
        System.out.println(vc + " " + vc.capacity());
        Enumeration<String> en = vc.elements();
        while (en.hasMoreElements()) System.out.print(en.nextElement());
        System.out.println();
        String[] arr = new String[4];
        vc.copyInto(arr);
        System.out.println(Arrays.toString(arr) + " " + vc.subList(1, 3));
        try { v.get(100); } catch (ArrayIndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        try { v.elementAt(100); } catch (ArrayIndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        try { v.insertElementAt(1, 100); } catch (ArrayIndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        try { v.remove(100); } catch (ArrayIndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        try { new Vector<Integer>().firstElement(); } catch (NoSuchElementException e) { System.out.println("NSEE"); }
        try { for (Integer x : v) if (x == 999) v.add(5); } catch (ConcurrentModificationException e) { System.out.println("CME"); }

        Stack<String> st = new Stack<>();
        st.push("a"); st.push("b"); st.push("c"); st.push("b");
        System.out.println(st + " " + st.peek() + " " + st.search("b") + " " + st.search("a") + " " + st.search("z") + " " + st.empty());
        System.out.println(st.pop() + st.pop() + " " + st);
        st.clear();
        try { st.pop(); } catch (EmptyStackException e) { System.out.println("ESE " + e.getMessage()); }
        try { st.peek(); } catch (EmptyStackException e) { System.out.println("ESE"); }
    }
}
