CLAUSES = [
    ("Either Party may terminate this Agreement upon thirty days written notice", 0),
    ("This Agreement shall terminate automatically upon insolvency of either party", 0),
    ("The Receiving Party shall keep all Confidential Information strictly confidential", 1),
    ("Confidential Information shall not be disclosed to any third party", 1),
    ("The Supplier shall indemnify the Customer against all losses and claims", 2),
    ("Each party shall indemnify and hold harmless the other Party from claims", 2),
    ("This Agreement shall be governed by the laws of England and Wales", 3),
    ("The courts of England shall have exclusive jurisdiction over any dispute", 3),
]
