import java.lang.reflect.*; import java.util.*;
/** Annotated types of members and classes (no type-use annotations in sight). */
public class ReflectAnnotatedTypes { public List<String> m(Map<String,Integer> a, int b) throws java.io.IOException { return null; } List<? extends Number> f;
 class In { In() {} }
 public static void main(String[] x) throws Exception {
  Method m = ReflectAnnotatedTypes.class.getMethod("m", Map.class, int.class);
  System.out.println(m.getAnnotatedReturnType().getType() + " " + Arrays.toString(m.getAnnotatedReturnType().getAnnotations()));
  for (AnnotatedType t : m.getAnnotatedParameterTypes()) System.out.println(t.getType());
  System.out.println(m.getAnnotatedExceptionTypes()[0].getType() + " " + m.getAnnotatedReceiverType().getType());
  System.out.println(ReflectAnnotatedTypes.class.getDeclaredField("f").getAnnotatedType().getType());
  System.out.println(ReflectAnnotatedTypes.class.getAnnotatedSuperclass().getType() + " " + Arrays.toString(ArrayList.class.getAnnotatedInterfaces().length > 0 ? new Object[]{ArrayList.class.getAnnotatedInterfaces()[0].getType()} : new Object[0]));
  System.out.println(In.class.getDeclaredConstructor(ReflectAnnotatedTypes.class).getAnnotatedReceiverType().getType());
  System.out.println(ReflectAnnotatedTypes.class.getDeclaredConstructor().getAnnotatedReceiverType());
  System.out.println(ReflectAnnotatedTypes.class.getMethod("main", String[].class).getAnnotatedReceiverType());
 }}
