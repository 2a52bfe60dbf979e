import mindspore.nn as nn
from mindspore import ops

from fusion import QuestionToImageAttention


class GridEncoder(nn.Cell):
    def __init__(self, width):
        super().__init__()
        self.body = nn.SequentialCell(
            nn.Conv2d(3, width, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(width, width, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2))

    def construct(self, img):
        f = self.body(img)                                        # (B, C, 4, 4)
        return f.reshape(f.shape[0], f.shape[1], -1).swapaxes(1, 2)


class TinyVQA(nn.Cell):
    def __init__(self, vocab, num_answers, width=32, dim=32):
        super().__init__()
        self.grid = GridEncoder(width)
        self.words = nn.Embedding(vocab, dim)
        self.fuse = QuestionToImageAttention(dim, width, dim)
        self.classifier = nn.SequentialCell(nn.Dense(2 * dim, dim), nn.ReLU(), nn.Dense(dim, num_answers))

    def construct(self, image, question):
        q = self.words(question).mean(axis=1)
        attended = self.fuse(q, self.grid(image))
        return self.classifier(ops.cat((q, attended), axis=1))


class VQAWithLoss(nn.Cell):
    def __init__(self, vqa):
        super().__init__()
        self.vqa = vqa
        self.ce = nn.CrossEntropyLoss()

    def construct(self, image, question, answer):
        return self.ce(self.vqa(image, question), answer)
