#!/usr/bin/env python3
"""Copies a WebAssembly module without its custom sections (DWARF debug
information, names): what the page downloads. The code is untouched.

Usage: strip_wasm.py IN.wasm OUT.wasm
"""
import sys


def leb(data: bytes, i: int) -> tuple[int, int]:
    value, shift = 0, 0
    while True:
        b = data[i]
        i += 1
        value |= (b & 0x7F) << shift
        shift += 7
        if b < 0x80:
            return value, i


src, dst = sys.argv[1], sys.argv[2]
data = open(src, "rb").read()
if data[:8] != b"\0asm\x01\0\0\0":
    sys.exit(f"{src}: not a WebAssembly module")
out = bytearray(data[:8])
i = 8
while i < len(data):
    start = i
    kind = data[i]
    size, body = leb(data, i + 1)
    i = body + size
    if kind != 0:  # custom sections (id 0) go
        out += data[start:i]
open(dst, "wb").write(out)
