import java.io.Serializable;

public class CheckcastArrays {
    static class Animal {}
    static class Dog extends Animal {}
    static class Cat extends Animal {}
    interface Named {}
    static class NamedDog extends Dog implements Named {}

    static String tryCast(Object o, String target) {
        try {
            switch (target) {
                case "Object[]": { Object[] r = (Object[]) o; return "ok len=" + (r == null ? -1 : r.length); }
                case "String[]": { String[] r = (String[]) o; return "ok len=" + (r == null ? -1 : r.length); }
                case "Animal[]": { Animal[] r = (Animal[]) o; return "ok len=" + (r == null ? -1 : r.length); }
                case "Dog[]": { Dog[] r = (Dog[]) o; return "ok len=" + (r == null ? -1 : r.length); }
                case "int[]": { int[] r = (int[]) o; return "ok len=" + (r == null ? -1 : r.length); }
                case "long[]": { long[] r = (long[]) o; return "ok len=" + (r == null ? -1 : r.length); }
                case "Object[][]": { Object[][] r = (Object[][]) o; return "ok len=" + (r == null ? -1 : r.length); }
                case "int[][]": { int[][] r = (int[][]) o; return "ok len=" + (r == null ? -1 : r.length); }
                case "Cloneable": { Cloneable r = (Cloneable) o; return "ok"; }
                case "Serializable": { Serializable r = (Serializable) o; return "ok"; }
                case "Named[]": { Named[] r = (Named[]) o; return "ok len=" + (r == null ? -1 : r.length); }
                case "Comparable[]": { Comparable<?>[] r = (Comparable<?>[]) o; return "ok len=" + (r == null ? -1 : r.length); }
                default: return "?";
            }
        } catch (ClassCastException e) {
            return "CCE";
        }
    }

    public static void main(String[] args) {
        Object[] subjects = {
            new Object[2], new String[3], new Animal[1], new Dog[4], new NamedDog[2], new int[5], new long[1],
            new int[2][3], new String[2][2], new Object[1][1], new Dog[1][1], null, "str", new Cat[1]
        };
        String[] names = {"Object[]", "String[]", "Animal[]", "Dog[]", "NamedDog[]", "int[]", "long[]", "int[][]", "String[][]", "Object[][]", "Dog[][]", "null", "String", "Cat[]"};
        String[] targets = {"Object[]", "String[]", "Animal[]", "Dog[]", "int[]", "long[]", "Object[][]", "int[][]", "Cloneable", "Serializable", "Named[]", "Comparable[]"};
        for (int i = 0; i < subjects.length; i++) {
            StringBuilder sb = new StringBuilder(names[i]).append(" ->");
            for (String t : targets) sb.append(' ').append(t).append('=').append(tryCast(subjects[i], t));
            System.out.println(sb);
        }
        for (int i = 0; i < subjects.length; i++) {
            Object o = subjects[i];
            System.out.println(names[i] + " instanceof: Object[]=" + (o instanceof Object[]) + " Animal[]=" + (o instanceof Animal[]) + " Dog[]=" + (o instanceof Dog[])
                + " Named[]=" + (o instanceof Named[]) + " int[]=" + (o instanceof int[]) + " Object[][]=" + (o instanceof Object[][]) + " Cloneable=" + (o instanceof Cloneable)
                + " Serializable=" + (o instanceof Serializable) + " Object=" + (o instanceof Object));
        }
        Object arr = new Dog[]{new Dog(), new NamedDog()};
        Animal[] animals = (Animal[]) arr;
        System.out.println("animals[1] is Named " + (animals[1] instanceof Named) + " class " + animals.getClass().getName());
        Object[] objs = new Integer[]{1, 2, 3};
        Number[] nums = (Number[]) objs;
        System.out.println("nums " + nums[0] + nums[1] + nums[2] + " " + nums.getClass().getSimpleName());
        Object clone = new int[]{1, 2, 3}.clone();
        System.out.println("clone is int[] " + (clone instanceof int[]) + " len " + ((int[]) clone).length);
        Object[] ocl = new String[]{"a"}.clone();
        System.out.println("clone String[] class " + ocl.getClass().getName());
    }
}
