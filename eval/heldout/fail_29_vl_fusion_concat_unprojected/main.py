import numpy as np
import mindspore as ms
from mindspore import nn, ops

from encoders import TinyImageEncoder, TinyTextEncoder

IMG_WIDTH, TXT_WIDTH = 48, 32


class EarlyFusionVQA(nn.Cell):
    def __init__(self, n_answers=10):
        super().__init__()
        self.img_enc = TinyImageEncoder(IMG_WIDTH)
        self.txt_enc = TinyTextEncoder(width=TXT_WIDTH)
        self.img_proj = nn.Dense(IMG_WIDTH, TXT_WIDTH)
        self.fusion = nn.TransformerEncoderLayer(TXT_WIDTH, 4, 64, batch_first=True)
        self.answer = nn.Dense(TXT_WIDTH, n_answers)

    def construct(self, images, question_ids):
        img_tokens = self.img_enc(images)
        txt_tokens = self.txt_enc(question_ids)
        tokens = ops.concat([img_tokens, txt_tokens], axis=1)  # ROOT
        fused = self.fusion(tokens)
        return self.answer(fused.mean(axis=1))


ms.set_context(mode=ms.GRAPH_MODE)
model = EarlyFusionVQA()
images = ms.Tensor(np.random.rand(2, 3, 16, 16), ms.float32)
question = ms.Tensor(np.random.randint(0, 100, (2, 8)), ms.int32)
answers = ms.Tensor([3, 7], ms.int32)


class VQALoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.ce = nn.CrossEntropyLoss()

    def construct(self, images, question, answers):
        return self.ce(self.net(images, question), answers)


trainer = nn.TrainOneStepCell(VQALoss(model), nn.AdamWeightDecay(model.trainable_params(), 5e-4))
print(trainer(images, question, answers))
