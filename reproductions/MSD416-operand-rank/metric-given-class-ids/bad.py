"""A bird-call classifier is evaluated with nn.Accuracy("classification"). The evaluation loop
turns the logits into class ids before updating the metric, but a classification metric takes
the per-class scores, one dimension more than the labels. The metric's update fails; the line
to change is where the scores were reduced to ids."""
import numpy as np
import mindspore as ms
from mindspore import nn



def evaluate(net, batches):
    metric = nn.Accuracy("classification")
    metric.clear()
    for calls, species in batches:
        predicted = net(calls).argmax(axis=1)  # expect: MSD416
        metric.update(predicted, species)
    return metric.eval()


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    batches = [(ms.Tensor(rng.random((4, 5)).astype(np.float32)), ms.Tensor(rng.integers(0, 3, 4).astype(np.int32)))
               for _ in range(2)]
    print(evaluate(nn.Dense(5, 3), batches))
