#!/usr/bin/env python3
"""Checks errors.txt against mlir-tblgen-19: for every case not marked `mlir differs`,
mlir-tblgen's first error on an op of those parts and that format must be the
expected message. Usage: check_errors.py [errors.txt] (needs mlir-tblgen-19 and
MLIR 19's .td files in /usr/lib/llvm-19/include)."""
import os, re, subprocess, sys, tempfile

INC = "/usr/lib/llvm-19/include"

def unescape(s):
    out, i = [], 0
    while i < len(s):
        if s[i] == "\\" and i + 1 < len(s):
            out.append({"n": "\n", "t": "\t", "\\": "\\"}.get(s[i + 1], "\\" + s[i + 1]))
            i += 2
        else:
            out.append(s[i]); i += 1
    return "".join(out)

def cases(path):
    case = None
    for line in open(path):
        line = line.rstrip("\n")
        if not line or line.startswith("#"):
            continue
        word, _, rest = line.partition(" ")
        if word == "case":
            case = {"name": rest, "parts": [], "format": "", "differs": False}
        elif word == "end":
            yield case
        elif word == "format":
            case["format"] = unescape(rest)
        elif word == "error":
            case["error"] = rest
        elif word in ("note", "offset"):
            pass
        elif line == "mlir differs":
            case["differs"] = True
        else:
            case["parts"].append(line.split())

TYPES = {"-": "AnyType", "i64": "I64", "i32": "I32", "i1": "I1", "index": "Index", "f32": "F32"}

def value(kind, buildable):
    t = TYPES.get(buildable, "Index")
    return {"single": t, "optional": f"Optional<{t}>", "variadic": f"Variadic<{t}>"}[kind]

def attr(req, syntax):
    base = {"typed": "I64Attr", "generic": "ArrayAttr", "unit": "UnitAttr",
            "symbol": "SymbolNameAttr", "dialect": "AnyAttr"}[syntax]
    return base if req == "required" or syntax == "unit" else f"OptionalAttr<{base}>"

TRANSFORMS = {"identity": "$_self",
              "ElementType": "::llvm::cast<::mlir::ShapedType>($_self).getElementType()",
              "I1SameShape": "::getI1SameShape($_self)"}

def td(case, i):
    ins, outs, regions, succs, traits = [], [], [], [], []
    for p in case["parts"]:
        if p[0] == "operand": ins.append(f"{value(p[2], p[3])}:${p[1]}")
        elif p[0] == "attr": ins.append(f"{attr(p[2], p[3])}:${p[1]}")
        elif p[0] == "result": outs.append(f"{value(p[2], p[3])}:${p[1]}")
        elif p[0] == "region":
            regions.append(("VariadicRegion<AnyRegion>" if p[2] == "1" else "AnyRegion") + f":${p[1]}")
        elif p[0] == "successor":
            succs.append(("VariadicSuccessor<AnySuccessor>" if p[2] == "1" else "AnySuccessor") + f":${p[1]}")
        elif p[0] == "trait":
            if p[1] == "AllTypesMatch":
                traits.append("AllTypesMatch<[" + ", ".join(f'"{n}"' for n in p[2:]) + "]>")
            elif p[1] == "TypesMatchWith":
                traits.append(f'TypesMatchWith<"", "{p[2]}", "{p[3]}", "{TRANSFORMS[p[4]]}">')
            elif p[1] == "InferTypeOpInterface":
                traits.append("DeclareOpInterfaceMethods<InferTypeOpInterface>")
            else:
                traits.append(p[1])
    fmt = case["format"]
    assert "}]" not in fmt
    return (f'def Case{i} : TestFormat_Op<"case{i}", [{{{fmt}\n}}], [{", ".join(traits)}]> {{\n'
            f'  let arguments = (ins {", ".join(ins)});\n'
            f'  let results = (outs {", ".join(outs)});\n'
            f'  let regions = (region {", ".join(regions)});\n'
            f'  let successors = (successor {", ".join(succs)});\n'
            f'}}\n')

def main():
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "errors.txt")
    all_cases = [c for c in cases(path) if not c["differs"]]
    header = ('include "mlir/IR/OpBase.td"\ninclude "mlir/Interfaces/InferTypeOpInterface.td"\n'
              'def TestDialect : Dialect { let name = "test"; }\n'
              'class TestFormat_Op<string name, string fmt, list<Trait> traits = []>\n'
              '    : Op<TestDialect, name, traits> { let assemblyFormat = fmt; }\n')
    text = header
    lines = {}
    for i, c in enumerate(all_cases):
        lines[text.count("\n") + 1] = c
        text += td(c, i)
    with tempfile.NamedTemporaryFile("w", suffix=".td", delete=False) as f:
        f.write(text)
    out = subprocess.run(["mlir-tblgen-19", "-gen-op-defs", "-asmformat-error-is-fatal=false",
                          "-I", INC, f.name, "-o", os.devnull], capture_output=True, text=True)
    first, last = {}, None
    for line in out.stderr.splitlines():
        m = re.match(r"^error: (.*)$", line)
        if m:
            last = m.group(1)
        m = re.match(r"^.*\.td:(\d+):\d+: note: in custom assembly format for this operation", line)
        if m:
            first.setdefault(int(m.group(1)), last)
    bad = 0
    for line, c in lines.items():
        got = first.get(line)
        if got != c["error"]:
            bad += 1
            print(f"{c['name']}: mlir-tblgen-19 says {got!r}, errors.txt {c['error']!r}")
    print(f"{len(lines) - bad} of {len(lines)} cases agree with mlir-tblgen-19")
    if bad:
        print(f"(the .td is {f.name})")
    sys.exit(1 if bad else 0)

main()
