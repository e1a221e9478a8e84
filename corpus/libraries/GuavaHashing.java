// jars: guava
import com.google.common.hash.BloomFilter;
import com.google.common.hash.Funnel;
import com.google.common.hash.Funnels;
import com.google.common.hash.HashCode;
import com.google.common.hash.HashFunction;
import com.google.common.hash.Hasher;
import com.google.common.hash.Hashing;
import com.google.common.hash.PrimitiveSink;
import com.google.common.io.BaseEncoding;
import com.google.common.io.ByteSource;
import com.google.common.primitives.Ints;
import com.google.common.primitives.Longs;
import com.google.common.primitives.UnsignedInts;
import com.google.common.primitives.UnsignedLongs;
import com.google.common.primitives.Bytes;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.TreeMap;

/** Content addressing, sharding and de-duplication the way a storage service uses guava's hashing. */
public class GuavaHashing {
    static final class Chunk {
        final String owner; final long offset; final byte[] data;
        Chunk(String owner, long offset, String data) { this.owner = owner; this.offset = offset; this.data = data.getBytes(StandardCharsets.UTF_8); }
    }
    enum ChunkFunnel implements Funnel<Chunk> {
        INSTANCE;
        @Override public void funnel(Chunk c, PrimitiveSink into) {
            into.putString(c.owner, StandardCharsets.UTF_8).putLong(c.offset).putBytes(c.data);
        }
    }

    public static void main(String[] args) throws IOException {
        String text = "The quick brown fox jumps over the lazy dog";
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        HashFunction[] fns = {Hashing.murmur3_32_fixed(), Hashing.murmur3_32_fixed(42), Hashing.murmur3_128(), Hashing.murmur3_128(7),
                Hashing.sha256(), Hashing.sha512(), Hashing.crc32c(), Hashing.crc32(), Hashing.adler32(), Hashing.farmHashFingerprint64(),
                Hashing.sipHash24(), Hashing.sipHash24(1L, 2L), Hashing.hmacSha256("secret".getBytes(StandardCharsets.UTF_8)),
                Hashing.concatenating(Hashing.crc32(), Hashing.adler32()), Hashing.fingerprint2011()};
        for (HashFunction f : fns) {
            HashCode h = f.hashBytes(bytes);
            String name = f.toString().startsWith("Hashing.") ? f.toString() : "concatenating(crc32, adler32)";
            System.out.println(name + " bits=" + f.bits() + " " + h);
        }
        HashCode m = Hashing.murmur3_128().hashString(text, StandardCharsets.UTF_8);
        System.out.println("asLong " + m.asLong() + " asInt " + m.asInt() + " padToLong " + Hashing.crc32c().hashInt(12345).padToLong());
        System.out.println("fromString equal " + HashCode.fromString(m.toString()).equals(m) + " bytes " + m.asBytes().length);
        HashCode fromInt = HashCode.fromInt(0xCAFEBABE);
        System.out.println("fromInt " + fromInt + " " + fromInt.asInt() + " hashCode " + fromInt.hashCode());

        Hasher hasher = Hashing.sha256().newHasher();
        hasher.putInt(7).putLong(1L << 40).putBoolean(true).putChar('x').putDouble(3.5).putFloat(1.25f).putUnencodedChars("hé").putByte((byte) -1);
        System.out.println("hasher " + hasher.hash());
        Chunk c1 = new Chunk("alice", 0, "hello"), c2 = new Chunk("alice", 4096, "world");
        System.out.println("object " + Hashing.murmur3_128().hashObject(c1, ChunkFunnel.INSTANCE) + " " + Hashing.goodFastHash(32).bits());
        System.out.println("combined ordered " + Hashing.combineOrdered(java.util.List.of(Hashing.crc32c().hashObject(c1, ChunkFunnel.INSTANCE),
                Hashing.crc32c().hashObject(c2, ChunkFunnel.INSTANCE))));
        System.out.println("combined unordered " + Hashing.combineUnordered(java.util.List.of(HashCode.fromInt(1), HashCode.fromInt(2))));

        TreeMap<Integer, Integer> shards = new TreeMap<>();
        for (int user = 0; user < 200; user++) {
            int bucket = Hashing.consistentHash(Hashing.murmur3_128().hashInt(user), 5);
            shards.merge(bucket, 1, Integer::sum);
        }
        System.out.println("shards " + shards);
        int moved = 0;
        for (long key = 0; key < 1000; key++) if (Hashing.consistentHash(key, 10) != Hashing.consistentHash(key, 11)) moved++;
        System.out.println("moved when growing 10->11: " + moved);

        BloomFilter<String> seen = BloomFilter.create(Funnels.stringFunnel(StandardCharsets.UTF_8), 500, 0.01);
        for (int i = 0; i < 300; i++) seen.put("url-" + i);
        int falsePositives = 0;
        for (int i = 300; i < 3300; i++) if (seen.mightContain("url-" + i)) falsePositives++;
        System.out.println("bloom contains url-7 " + seen.mightContain("url-7") + " false positives " + falsePositives + "/3000");
        System.out.printf("expected fpp %.6f approx count %d%n", seen.expectedFpp(), seen.approximateElementCount());
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        seen.writeTo(bos);
        byte[] ser = bos.toByteArray();
        BloomFilter<String> copy = BloomFilter.readFrom(new java.io.ByteArrayInputStream(ser), Funnels.stringFunnel(StandardCharsets.UTF_8));
        System.out.println("serialized " + ser.length + " bytes, sha256 " + Hashing.sha256().hashBytes(ser).toString().substring(0, 16)
                + " equal " + copy.equals(seen));
        BloomFilter<Long> ids = BloomFilter.create(Funnels.longFunnel(), 100);
        BloomFilter<Long> more = BloomFilter.create(Funnels.longFunnel(), 100);
        ids.put(1L); more.put(2L);
        System.out.println("compatible " + ids.isCompatible(more));
        ids.putAll(more);
        System.out.println("merged has 2 " + ids.mightContain(2L) + " has 3 " + ids.mightContain(3L));
        BloomFilter<Chunk> chunks = BloomFilter.create(ChunkFunnel.INSTANCE, 10, 0.001);
        chunks.put(c1);
        System.out.println("chunk " + chunks.mightContain(c1) + " " + chunks.mightContain(c2));

        ByteSource src = ByteSource.wrap(bytes);
        System.out.println("bytesource md5 " + src.hash(Hashing.md5()) + " sha1 " + src.hash(Hashing.sha1()) + " size " + src.size());
        System.out.println("base16 " + BaseEncoding.base16().lowerCase().encode(Ints.toByteArray(0x1234abcd)));
        System.out.println("base32 " + BaseEncoding.base32().encode(bytes, 0, 10) + " hex " + BaseEncoding.base32Hex().omitPadding().encode(bytes, 0, 7));
        System.out.println("base64 " + BaseEncoding.base64().encode(bytes) + " url " + BaseEncoding.base64Url().encode(new byte[] {(byte) 0xfb, (byte) 0xff}));
        System.out.println("decoded " + new String(BaseEncoding.base64().decode("aGVsbG8gd29ybGQ="), StandardCharsets.UTF_8)
                + " withSeparator " + BaseEncoding.base16().withSeparator(":", 2).encode(new byte[] {1, 2, 3, (byte) 255}));
        try {
            BaseEncoding.base64().decode("not*base64");
        } catch (IllegalArgumentException e) {
            System.out.println("decode error " + e.getMessage());
        }
        System.out.println("longs " + Longs.fromByteArray(Hashing.sha256().hashLong(5).asBytes()) + " " + UnsignedLongs.toString(-1L, 16)
                + " " + UnsignedInts.toString(-2) + " " + Bytes.indexOf(bytes, (byte) 'q'));
    }
}
