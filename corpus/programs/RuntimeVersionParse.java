/** Version strings as build tools parse them (JEP 223). */
public class RuntimeVersionParse { public static void main(String[] a) {
  for (String s : new String[]{"17","17.0.15","17.0.2+8","9-ea+19","17.0.21.1+2-1-deb12u1-Debian","11.0.0.1","x","17-ea","1.8","17+-opt"}) {
    try { Runtime.Version v = Runtime.Version.parse(s); System.out.println(s+" -> "+v+" f="+v.feature()+" i="+v.interim()+" u="+v.update()+" p="+v.patch()+" pre="+v.pre()+" b="+v.build()+" o="+v.optional()+" h="+v.hashCode()); }
    catch (Exception e) { System.out.println(s+" -> "+e); }
  }
  System.out.println(Runtime.Version.parse("17.0.2").compareTo(Runtime.Version.parse("17.0.10")) < 0);
  System.out.println(Runtime.version().feature());
}}
