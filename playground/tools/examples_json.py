#!/usr/bin/env python3
"""Writes the playground's examples (Java sources with a world, arguments and
standard input each) as one JSON list, in the order the page offers them.

Usage: examples_json.py REPO OUT.json
"""
import json
import sys
from pathlib import Path

repo, out = Path(sys.argv[1]), sys.argv[2]
here = Path(__file__).resolve().parent.parent / "examples"
examples = []
for meta_file in sorted(here.glob("*.json")):
    meta = json.loads(meta_file.read_text(encoding="utf-8"))
    source = (repo / meta["source"]).read_text(encoding="utf-8")
    examples.append({**meta, "source": source})
examples.sort(key=lambda e: e["order"])
Path(out).write_text(json.dumps(examples, indent=1), encoding="utf-8")
