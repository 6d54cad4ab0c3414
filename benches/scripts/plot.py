#!/usr/bin/env python3
"""Plot ns per IR op against the number of patterns N, for (a) our merged matcher,
(b) the same patterns compiled one by one, (c) hand-written (N = 10) and MLIR 19's PDL
bytecode, as a plain SVG (no plotting library).

    benches/scripts/plot.py [--results benches/gen/results.tsv] [--mlir benches/gen/mlir.tsv]
                            [--m M] [-o benches/perf.svg]

Inputs are what the `apply` bench and `vs_mlir.sh` write. Default workload only (the
shared-roots cell is drawn as separate markers at N = 1000). Both axes are logarithmic.
"""

import argparse
import csv
import math
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
BENCHES = os.path.dirname(HERE)

SERIES = [  # key, label, colour
    ("mlir", "MLIR 19 PDL bytecode", "#d62728"),
    ("b", "(b) each pattern compiled alone", "#ff7f0e"),
    ("a", "(a) pdll-rs merged matcher", "#1f77b4"),
    ("c", "(c) hand-written Rust", "#2ca02c"),
]


def read_tsv(path):
    if not os.path.exists(path):
        return []
    with open(path) as f:
        return list(csv.DictReader(f, delimiter="\t"))


def points(results, mlir, m):
    """{series: {(n, roots): ns}} for payload size m."""
    out = {k: {} for k, _, _ in SERIES}
    for r in results:
        if int(r["m"]) == m and r["variant"] in out:
            out[r["variant"]][(int(r["n"]), r["roots"])] = float(r["apply_ns_per_op"])
    for r in mlir:
        if int(r["m"]) == m:
            out["mlir"][(int(r["n"]), r["roots"])] = float(r["mlir_apply_ns"])
    return out


def svg(pts, m, title):
    w, h = 720, 440
    left, right, top, bottom = 80, 250, 50, 60
    pw, ph = w - left - right, h - top - bottom
    values = [v for s in pts.values() for v in s.values() if v > 0]
    if not values:
        sys.exit("plot.py: no data points for M = %d" % m)
    lo = 10 ** math.floor(math.log10(min(values)))
    hi = 10 ** math.ceil(math.log10(max(values)))
    nlo, nhi = 1, 1000

    def x(n):
        return left + pw * (math.log10(n) - math.log10(nlo)) / (math.log10(nhi) - math.log10(nlo))

    def y(v):
        return top + ph * (1 - (math.log10(v) - math.log10(lo)) / (math.log10(hi) - math.log10(lo)))

    e = []
    e.append(f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" '
             f'font-family="sans-serif" font-size="12">')
    e.append(f'<rect width="{w}" height="{h}" fill="white"/>')
    e.append(f'<text x="{left}" y="25" font-size="15">{title}</text>')
    # grid and axes
    d = lo
    while d <= hi * 1.001:
        e.append(f'<line x1="{left}" x2="{left + pw}" y1="{y(d):.1f}" y2="{y(d):.1f}" stroke="#ddd"/>')
        e.append(f'<text x="{left - 8}" y="{y(d) + 4:.1f}" text-anchor="end">{d:g}</text>')
        d *= 10
    for n in (1, 10, 100, 1000):
        e.append(f'<line x1="{x(n):.1f}" x2="{x(n):.1f}" y1="{top}" y2="{top + ph}" stroke="#ddd"/>')
        e.append(f'<text x="{x(n):.1f}" y="{top + ph + 18}" text-anchor="middle">{n}</text>')
    e.append(f'<rect x="{left}" y="{top}" width="{pw}" height="{ph}" fill="none" stroke="#333"/>')
    e.append(f'<text x="{left + pw / 2}" y="{h - 15}" text-anchor="middle">patterns N (log)</text>')
    e.append(f'<text x="20" y="{top + ph / 2}" text-anchor="middle" '
             f'transform="rotate(-90 20 {top + ph / 2})">ns per IR op (log), M = {m:,}</text>')
    ly = top + 10
    for key, label, colour in SERIES:
        s = pts[key]
        line = sorted((n, v) for (n, r), v in s.items() if r == "-" and v > 0)
        if len(line) > 1:
            path = " ".join(f"{x(n):.1f},{y(v):.1f}" for n, v in line)
            e.append(f'<polyline points="{path}" fill="none" stroke="{colour}" stroke-width="2"/>')
        for n, v in line:
            e.append(f'<circle cx="{x(n):.1f}" cy="{y(v):.1f}" r="4" fill="{colour}"/>')
        shared = [(n, v) for (n, r), v in s.items() if r != "-" and v > 0]
        for n, v in shared:
            cx, cy = x(n), y(v)
            e.append(f'<rect x="{cx - 4:.1f}" y="{cy - 4:.1f}" width="8" height="8" fill="none" '
                     f'stroke="{colour}" stroke-width="2"/>')
        if not s:
            continue
        e.append(f'<line x1="{left + pw + 15}" x2="{left + pw + 35}" y1="{ly}" y2="{ly}" '
                 f'stroke="{colour}" stroke-width="2"/>')
        e.append(f'<text x="{left + pw + 40}" y="{ly + 4}">{label}</text>')
        ly += 20
    e.append(f'<rect x="{left + pw + 21}" y="{ly - 4}" width="8" height="8" fill="none" stroke="#333"/>')
    e.append(f'<text x="{left + pw + 40}" y="{ly + 4}">N = 1000 over 7 shared roots</text>')
    e.append("</svg>")
    return "\n".join(e) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--results", default=os.path.join(BENCHES, "gen", "results.tsv"))
    ap.add_argument("--mlir", default=os.path.join(BENCHES, "gen", "mlir.tsv"))
    ap.add_argument("--m", type=int, default=None, help="payload size (default: the largest measured)")
    ap.add_argument("-o", "--output", default=os.path.join(BENCHES, "perf.svg"))
    args = ap.parse_args()
    results, mlir = read_tsv(args.results), read_tsv(args.mlir)
    sizes = {int(r["m"]) for r in results} | {int(r["m"]) for r in mlir}
    if not sizes:
        sys.exit("plot.py: no results; run the apply bench and vs_mlir.sh first")
    m = args.m or max(sizes)
    text = svg(points(results, mlir, m), m, "Apply time per IR op against the number of patterns")
    with open(args.output, "w") as f:
        f.write(text)
    print(args.output)


if __name__ == "__main__":
    main()
