package java.nio.file.attribute;

public interface UserPrincipal extends java.security.Principal {
}
