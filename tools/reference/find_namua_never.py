#!/usr/bin/env python3
"""Search for namua positions (no legal capture) with a never-ending takata candidate.
  python3 tools/reference/find_namua_never.py SEED OUT.json"""
import random, sys, time, json
import os; sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bao_ref as R
rng=random.Random(int(sys.argv[1]))
t=time.time(); hits=[]; n=0
while time.time()-t<150 and len(hits)<60:
    v=rng.choice(['kiswahili','kete','bawo'])
    setup=rng.choice(['chikoko','chibaka','sanderson'])
    pos=R.start_position(v,setup)
    p=rng.choice([0,1]); o=1-p
    r0 = R.BAWO_SETUPS[setup][1] if v=='bawo' else 22
    hi = r0-1 if v=='bawo' else r0
    r = rng.randint(1,hi) if p==0 else rng.randint(2,hi)
    if p==0: reserve=[r,r]; ply=2*(r0-r)
    else: reserve=[r-1,r]; ply=2*(r0-r)+1
    board=64-sum(reserve)
    holes=[[0]*16,[0]*16]
    nme=rng.randint(min(16,board-2),max(16,board-2))
    dens=rng.uniform(0.6,1)
    act=[k for k in range(16) if rng.random()<dens] or [0]
    for _ in range(nme): holes[p][rng.choice(act)]+=1
    rest=board-nme
    if rest<1: continue
    holes[o][rng.randrange(8)]+=1
    for _ in range(rest-1): holes[o][8+rng.randrange(8)]+=1
    if not any(holes[p][:8]): continue
    pos.holes=holes; pos.to_move=p; pos.reserve=reserve; pos.ply=ply
    pos.owned=[rng.random()<0.3, rng.random()<0.3]
    n+=1
    if R.legal_captures(pos): continue
    for mv in R.takata_candidates(pos):
        out=R.execute(pos,mv)
        if out.status=='never' or out.stopped:
            hits.append({"position":json.loads(pos.to_json()),"note":"%s namua takata %s never-ending (%d laps)"%(v,mv.text,out.laps)})
            print(hits[-1]['note'],flush=True); break
print(n,len(hits))
json.dump(hits,open(sys.argv[2],'w'),indent=0)
