package javax.crypto;

public interface SecretKey extends java.security.Key, javax.security.auth.Destroyable {
    long serialVersionUID = -4795878709595146952L;
}
