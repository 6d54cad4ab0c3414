module {
  func.func @f() -> i32 {
    %c1_i32 = arith.constant 1 : i32
    return %c1_i32 : i32
  }
}

{-#
  external_resources: {
    my_tool: {
      pipeline: "builtin.module(canonicalize)",
      disable_threading: true
    }
  }
#-}

