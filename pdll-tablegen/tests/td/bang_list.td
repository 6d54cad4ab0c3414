// List bang operators: !listconcat !listsplat !listremove !head !tail !size !empty
// !foreach !filter !foldl !range, indexing and slicing, list pasting.

def Lists {
  list<int> l = [1, 2, 3, 4, 5];
  list<int> cat = !listconcat([1], [2, 3], []);
  list<string> splat = !listsplat("x", 3);
  list<int> removed = !listremove([1, 2, 3, 2, 1], [2]);
  int head = !head([7, 8]);
  list<int> tail = !tail([7, 8, 9]);
  int size = !size([1, 2, 3]);
  bit empty = !empty([]<int>);
  list<int> squares = !foreach(x, [1, 2, 3], !mul(x, x));
  list<int> evens = !filter(x, [1, 2, 3, 4], !eq(!and(x, 1), 0));
  int total = !foldl(0, [1, 2, 3, 4], acc, x, !add(acc, x));
  list<int> range0 = !range(4);
  list<int> range1 = !range(2, 5);
  list<int> range2 = !range(10, 0, -3);
  list<int> rangeList = !range(["a", "b", "c"]);
  int elem = l[2];
  list<int> slice = l[1...3];
  list<int> slice2 = l[0, 4, 2];
  list<int> slice3 = l[0, 2...3];
  list<int> pasted = [1] # [2, 3];
  list<list<int>> nested = [[1], [2, 3]];
  list<string> strs = ["a", "b"];
}

class Sym<list<int> xs> {
  int first = !head(xs);
  list<int> rest = !tail(xs);
  list<int> doubled = !foreach(v, xs, !mul(v, 2));
  int sum = !foldl(0, xs, a, b, !add(a, b));
  list<int> big = !filter(v, xs, !gt(v, 1));
  int n = !size(xs);
  list<int> more = !listconcat(xs, [0]);
  int second = xs[1];
}
def S : Sym<[1, 2, 3]>;
