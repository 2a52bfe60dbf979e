import numpy as np
import mindspore as ms
from mindspore import nn

from classifier import CuisineClassifier
from ingredients import CUISINES, bag_of_ingredients, build_vocab, synthetic_recipes

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(23)


def featurize(recipes, vocab):
    return np.stack([bag_of_ingredients(r, vocab) for r in recipes])


def main():
    vocab = build_vocab()
    recipes, labels = synthetic_recipes(120)
    x = featurize(recipes, vocab)
    net = CuisineClassifier(len(vocab), len(CUISINES))
    opt = nn.Adam(net.trainable_params(), learning_rate=1e-2)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), opt)
    step.set_train()
    for epoch in range(4):
        losses = [step(ms.Tensor(x[i:i + 24]), ms.Tensor(labels[i:i + 24])).asnumpy()
                  for i in range(0, len(x), 24)]
        print(f"epoch {epoch} loss {np.mean(losses):.4f}")
    net.set_train(False)
    test = featurize([["tortilla", "lime", "salt", "avocado"], ["miso", "dashi", "rice"]], vocab)
    print("predicted:", [CUISINES[i] for i in net(ms.Tensor(test)).argmax(-1).asnumpy()])


if __name__ == "__main__":
    main()
