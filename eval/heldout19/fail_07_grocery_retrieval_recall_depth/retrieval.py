import mindspore as ms
import mindspore.ops as ops


def make_retriever(model, k):
    @ms.jit
    def retrieve(user_ids):
        scores = ops.matmul(model.user_vectors(user_ids), model.item_vectors().T)
        top_scores, top_items = ops.topk(scores, k)
        return top_scores, top_items
    return retrieve
