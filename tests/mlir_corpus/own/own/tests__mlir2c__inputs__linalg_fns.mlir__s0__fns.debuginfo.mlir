#loc2 = loc("<stdin>":3:16)
#loc3 = loc("<stdin>":3:35)
#loc6 = loc("<stdin>":6:12)
#loc7 = loc("<stdin>":6:22)
#loc11 = loc("<stdin>":11:12)
#loc12 = loc("<stdin>":11:22)
#loc16 = loc("<stdin>":16:12)
#loc17 = loc("<stdin>":16:22)
#loc21 = loc("<stdin>":21:12)
#loc22 = loc("<stdin>":21:22)
#loc26 = loc("<stdin>":26:12)
#loc27 = loc("<stdin>":26:22)
#loc31 = loc("<stdin>":31:12)
#loc32 = loc("<stdin>":31:22)
#loc36 = loc("<stdin>":36:12)
#loc37 = loc("<stdin>":36:22)
#loc41 = loc("<stdin>":41:12)
#loc42 = loc("<stdin>":41:22)
#loc46 = loc("<stdin>":46:12)
#loc47 = loc("<stdin>":46:22)
#loc51 = loc("<stdin>":51:12)
#loc52 = loc("<stdin>":51:22)
#loc53 = loc("<stdin>":51:34)
#loc57 = loc("<stdin>":56:12)
#loc58 = loc("<stdin>":56:22)
#loc59 = loc("<stdin>":56:34)
#map = affine_map<(d0) -> (d0)>
module {
  func.func @fns(%arg0: tensor<4xf32> loc("<stdin>":3:16), %arg1: tensor<4xf32> loc("<stdin>":3:35)) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
    %0 = tensor.empty() : tensor<4xf32> loc(#loc4)
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%0 : tensor<4xf32>) {
    ^bb0(%in: f32 loc("<stdin>":6:12), %out: f32 loc("<stdin>":6:22)):
      %12 = math.absf %in : f32 loc(#loc8)
      linalg.yield %12 : f32 loc(#loc9)
    } -> tensor<4xf32> loc(#loc5)
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%0 : tensor<4xf32>) {
    ^bb0(%in: f32 loc("<stdin>":11:12), %out: f32 loc("<stdin>":11:22)):
      %12 = arith.negf %in : f32 loc(#loc13)
      linalg.yield %12 : f32 loc(#loc14)
    } -> tensor<4xf32> loc(#loc10)
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg1 : tensor<4xf32>) outs(%0 : tensor<4xf32>) {
    ^bb0(%in: f32 loc("<stdin>":16:12), %out: f32 loc("<stdin>":16:22)):
      %12 = math.sqrt %in : f32 loc(#loc18)
      linalg.yield %12 : f32 loc(#loc19)
    } -> tensor<4xf32> loc(#loc15)
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg1 : tensor<4xf32>) outs(%0 : tensor<4xf32>) {
    ^bb0(%in: f32 loc("<stdin>":21:12), %out: f32 loc("<stdin>":21:22)):
      %12 = math.rsqrt %in : f32 loc(#loc23)
      linalg.yield %12 : f32 loc(#loc24)
    } -> tensor<4xf32> loc(#loc20)
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%0 : tensor<4xf32>) {
    ^bb0(%in: f32 loc("<stdin>":26:12), %out: f32 loc("<stdin>":26:22)):
      %12 = math.floor %in : f32 loc(#loc28)
      linalg.yield %12 : f32 loc(#loc29)
    } -> tensor<4xf32> loc(#loc25)
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%0 : tensor<4xf32>) {
    ^bb0(%in: f32 loc("<stdin>":31:12), %out: f32 loc("<stdin>":31:22)):
      %12 = math.ceil %in : f32 loc(#loc33)
      linalg.yield %12 : f32 loc(#loc34)
    } -> tensor<4xf32> loc(#loc30)
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%0 : tensor<4xf32>) {
    ^bb0(%in: f32 loc("<stdin>":36:12), %out: f32 loc("<stdin>":36:22)):
      %12 = math.erf %in : f32 loc(#loc38)
      linalg.yield %12 : f32 loc(#loc39)
    } -> tensor<4xf32> loc(#loc35)
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%0 : tensor<4xf32>) {
    ^bb0(%in: f32 loc("<stdin>":41:12), %out: f32 loc("<stdin>":41:22)):
      %12 = math.sin %in : f32 loc(#loc43)
      linalg.yield %12 : f32 loc(#loc44)
    } -> tensor<4xf32> loc(#loc40)
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%0 : tensor<4xf32>) {
    ^bb0(%in: f32 loc("<stdin>":46:12), %out: f32 loc("<stdin>":46:22)):
      %12 = math.cos %in : f32 loc(#loc48)
      linalg.yield %12 : f32 loc(#loc49)
    } -> tensor<4xf32> loc(#loc45)
    %10 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1 : tensor<4xf32>, tensor<4xf32>) outs(%0 : tensor<4xf32>) {
    ^bb0(%in: f32 loc("<stdin>":51:12), %in_0: f32 loc("<stdin>":51:22), %out: f32 loc("<stdin>":51:34)):
      %12 = arith.divf %in, %in_0 : f32 loc(#loc54)
      linalg.yield %12 : f32 loc(#loc55)
    } -> tensor<4xf32> loc(#loc50)
    %11 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg1, %arg0 : tensor<4xf32>, tensor<4xf32>) outs(%0 : tensor<4xf32>) {
    ^bb0(%in: f32 loc("<stdin>":56:12), %in_0: f32 loc("<stdin>":56:22), %out: f32 loc("<stdin>":56:34)):
      %12 = math.powf %in, %in_0 : f32 loc(#loc60)
      linalg.yield %12 : f32 loc(#loc61)
    } -> tensor<4xf32> loc(#loc56)
    return %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32> loc(#loc62)
  } loc(#loc1)
} loc(#loc)
#loc = loc("<stdin>":2:1)
#loc1 = loc("<stdin>":3:1)
#loc4 = loc("<stdin>":4:10)
#loc5 = loc("<stdin>":5:10)
#loc8 = loc("<stdin>":7:14)
#loc9 = loc("<stdin>":8:9)
#loc10 = loc("<stdin>":10:10)
#loc13 = loc("<stdin>":12:14)
#loc14 = loc("<stdin>":13:9)
#loc15 = loc("<stdin>":15:10)
#loc18 = loc("<stdin>":17:14)
#loc19 = loc("<stdin>":18:9)
#loc20 = loc("<stdin>":20:10)
#loc23 = loc("<stdin>":22:14)
#loc24 = loc("<stdin>":23:9)
#loc25 = loc("<stdin>":25:10)
#loc28 = loc("<stdin>":27:14)
#loc29 = loc("<stdin>":28:9)
#loc30 = loc("<stdin>":30:10)
#loc33 = loc("<stdin>":32:14)
#loc34 = loc("<stdin>":33:9)
#loc35 = loc("<stdin>":35:10)
#loc38 = loc("<stdin>":37:14)
#loc39 = loc("<stdin>":38:9)
#loc40 = loc("<stdin>":40:10)
#loc43 = loc("<stdin>":42:14)
#loc44 = loc("<stdin>":43:9)
#loc45 = loc("<stdin>":45:10)
#loc48 = loc("<stdin>":47:14)
#loc49 = loc("<stdin>":48:9)
#loc50 = loc("<stdin>":50:10)
#loc54 = loc("<stdin>":52:14)
#loc55 = loc("<stdin>":53:9)
#loc56 = loc("<stdin>":55:11)
#loc60 = loc("<stdin>":57:14)
#loc61 = loc("<stdin>":58:9)
#loc62 = loc("<stdin>":60:5)

