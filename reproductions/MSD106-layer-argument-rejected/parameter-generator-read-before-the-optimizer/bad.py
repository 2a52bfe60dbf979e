"""A training script logs how many weights the model has before building its optimizer. It takes
`net.get_parameters()`, a generator, counts through it, and hands the same, now empty, generator
to `nn.Adam`, which rejects an empty parameter list. The line to change is where the generator
was taken, not the optimizer's build."""
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)


def count_weights(params):
    return sum(p.size for p in params)


if __name__ == "__main__":
    net = nn.SequentialCell([nn.Dense(6, 8), nn.ReLU(), nn.Dense(8, 2)])
    params = net.get_parameters()  # expect: MSD106
    print("weights:", count_weights(params))
    optimizer = nn.Adam(params, learning_rate=1e-3)
    print(type(optimizer).__name__)
