// Integer and bit bang operators, folded and (in class bodies) symbolic.

def Arith {
  int add = !add(1, 2, 3, 4);
  int sub = !sub(10, 3);
  int mul = !mul(2, 3, 7);
  int div = !div(-7, 2);
  int and = !and(12, 10, 8);
  int or = !or(1, 2, 4);
  int xor = !xor(5, 3);
  int shl = !shl(1, 10);
  int sra = !sra(-16, 2);
  int srl = !srl(-16, 60);
  int not0 = !not(0);
  int not5 = !not(5);
  int log = !logtwo(1024);
  int log1 = !logtwo(1);
  bits<4> b = 0b1001;
  int fromBits = !add(b, 1);
  bit bitAnd = !and(1, 0);
  int hex = 0x7f;
  int neg = -42;
}

class Sym<int a, int b> {
  int sum = !add(a, b);
  int diff = !sub(a, b);
  int prod = !mul(a, 3);
  int quot = !div(a, b);
  int packed = !or(!shl(a, 4), b);
  int inv = !not(a);
  int lg = !logtwo(b);
  int x = !xor(a, b);
}

def S : Sym<12, 4>;
