"builtin.module"() ({
  "func.func"() <{function_type = () -> (i32, f32, vector<4xi8>, index), sym_name = "poison"}> ({
    %0 = "ub.poison"() <{value = #ub.poison}> : () -> i32
    %1 = "ub.poison"() <{value = #ub.poison}> : () -> f32
    %2 = "ub.poison"() <{value = #ub.poison}> : () -> vector<4xi8>
    %3 = "ub.poison"() <{value = #ub.poison}> : () -> index
    "func.return"(%0, %1, %2, %3) : (i32, f32, vector<4xi8>, index) -> ()
  }) : () -> ()
}) : () -> ()
