// String bang operators and pasting: !strconcat !subst !substr !find !tolower
// !toupper !interleave !size !empty !repr !cast<string>, `#`, code strings.

def Rec {
  int n = 5;
}

def Strings {
  string cat = !strconcat("a", "b", "c");
  string paste = "x" # "y" # 3;
  string subst = !subst("o", "0", "foo boo");
  string substr = !substr("abcdef", 2, 3);
  string substrTail = !substr("abcdef", 4);
  int find = !find("abcabc", "c");
  int findFrom = !find("abcabc", "c", 3);
  int findNone = !find("abc", "z");
  string lower = !tolower("MiXeD");
  string upper = !toupper("MiXeD");
  string join = !interleave(["a", "b", "c"], ", ");
  string joinInts = !interleave([1, 2, 3], "-");
  int size = !size("hello");
  bit empty = !empty("");
  bit notEmpty = !empty("x");
  string castInt = !cast<string>(42);
  string castRec = !cast<string>(Rec);
  string repr = !repr(Rec);
  string reprInt = !repr(7);
  code c = [{ some code }];
  code catCode = !strconcat([{ a }], "b");
  string esc = "tab\there \"quoted\" back\\slash";
  string joined = "one" "two";
}

class Sym<string s> {
  string up = !toupper(s);
  string cat = !strconcat(s, "!");
  string sub = !substr(s, 1);
  int at = !find(s, "x");
  string pasted = s # "_suffix";
}
def Z : Sym<"abc">;
