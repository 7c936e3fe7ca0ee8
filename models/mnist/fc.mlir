// fc.mlir - MNIST digit classifier in the npcomp TCF dialect.
// npcomp playground FC: logits[10,N] = weights[10,784] @ image[784,N] + biases[10,1].
// One image per column (pixels uint8/255); returns logits, no softmax.
// Weights are arguments: models/mnist/fc-weights.npy, fc-biases.npy. Translate with
//   mlir2c fc.mlir --shape image=784x1 --const weights=fc-weights.npy --const biases=fc-biases.npy
// Parameters: 7850. Held-out accuracy (PyTorch float32, the 2,000 digits of
// data/mnist/test-images.idx): 90.75% (1815/2000).
// Made by: tools/mnist/make_data.py && tools/mnist/train.py && tools/mnist/export_tcf.py  (see tools/mnist/README.md)
func @fc(%image: tensor<?x?xf32>, %weights: tensor<?x?xf32>, %biases: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = tcf.matmul %weights, %image : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %1 = tcf.add %0, %biases : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}
