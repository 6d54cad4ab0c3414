module @ir {
    %v0 = "bench.src"() : () -> i32
    %v1 = "bench.src"() : () -> i32
    %v2 = "bench.src"() : () -> i32
    %v3 = "bench.src"() : () -> i32
    %v4 = "bench.src"() : () -> i32
    %v5 = "bench.src"() : () -> i32
    %v6 = "bench.src"() : () -> i32
    %v7 = "bench.src"() : () -> i32
    %v8 = "bench.src"() : () -> i32
    %v9 = "bench.src"() : () -> i32
    %v10 = "bench.src"() : () -> i32
    %v11 = "bench.src"() : () -> i32
    %v12 = "bench.src"() : () -> i32
    %v13 = "bench.src"() : () -> i32
    %v14 = "bench.src"() : () -> i32
    %v15 = "bench.src"() : () -> i32
    %v16 = "bench.undef"() : () -> i32
    "bench.store_4"(%v2, %v16) {tag = 4 : i32} : (i32, i32) -> ()
    %v17 = "bench.cmp_3"(%v15, %v12) : (i32, i32) -> i32
    %v18 = "bench.not_3"(%v17) {tag = 3 : i32} : (i32) -> i32
    %v19 = "bench.mix"(%v18, %v14) : (i32, i32) -> i32
    %v20 = "bench.const"() {value = 1 : i32} : () -> i32
    %v21 = "bench.mul_1"(%v12, %v20) {tag = 15 : i32} : (i32, i32) -> i32
    %v22 = "bench.mix"(%v21, %v6) : (i32, i32) -> i32
    %v23 = "bench.not_3"(%v15) {tag = 3 : i32} : (i32) -> i32
    %v24 = "bench.mix"(%v23, %v12) : (i32, i32) -> i32
    %v25 = "bench.const"() {value = 1 : i32} : () -> i32
    %v26 = "bench.add_6"(%v0, %v25) : (i32, i32) -> i32
    %v27 = "bench.const"() {value = 3 : i32} : () -> i32
    %v28 = "bench.add_6"(%v26, %v27) {tag = 13 : i32} : (i32, i32) -> i32
    %v29 = "bench.mix"(%v28, %v14) : (i32, i32) -> i32
    %v30 = "bench.const"() {value = 1 : i32} : () -> i32
    %v31 = "bench.mul_1"(%v7, %v30) {tag = 8 : i32} : (i32, i32) -> i32
    %v32 = "bench.mix"(%v31, %v24) : (i32, i32) -> i32
    %v33 = "bench.not_3"(%v10) {tag = 3 : i32} : (i32) -> i32
    %v34 = "bench.mix"(%v33, %v0) : (i32, i32) -> i32
    %v35 = "bench.neg_0"(%v32) {tag = 0 : i32} : (i32) -> i32
    %v36 = "bench.mix"(%v35, %v22) : (i32, i32) -> i32
    %v37 = "bench.src"() : () -> i32
    %v38 = "bench.mix"(%v13, %v37) : (i32, i32) -> i32
    %v39 = "bench.neg_0"(%v19) : (i32) -> i32
    %v40 = "bench.neg_0"(%v39) {tag = 0 : i32} : (i32) -> i32
    %v41 = "bench.mix"(%v40, %v7) : (i32, i32) -> i32
    %v42 = "bench.not_3"(%v14) {tag = 24 : i32} : (i32) -> i32
    %v43 = "bench.mix"(%v42, %v22) : (i32, i32) -> i32
    %v44 = "bench.mix"(%v34, %v7) : (i32, i32) -> i32
    %v45 = "bench.mix"(%v9, %v0) : (i32, i32) -> i32
    %v46 = "bench.src"() : () -> i32
    %v47 = "bench.src"() : () -> i32
    %v48 = "bench.mix"(%v37, %v44) : (i32, i32) -> i32
    %v49 = "bench.sub_2"(%v7, %v7) {tag = 9 : i32} : (i32, i32) -> i32
    %v50 = "bench.mix"(%v49, %v44) : (i32, i32) -> i32
    %v51 = "bench.sub_2"(%v12, %v29) {tag = 16 : i32} : (i32, i32) -> i32
    %v52 = "bench.mix"(%v51, %v24) : (i32, i32) -> i32
    %v53 = "bench.src"() : () -> i32
    %v54 = "bench.src"() : () -> i32
    %v55 = "bench.mix"(%v2, %v47) : (i32, i32) -> i32
    %v56 = "bench.src"() : () -> i32
    %v57 = "bench.mix"(%v11, %v37) : (i32, i32) -> i32
    %v58 = "bench.src"() : () -> i32
    %v59 = "bench.cmp_3"(%v37, %v5) : (i32, i32) -> i32
    %v60 = "bench.not_3"(%v59) {tag = 24 : i32} : (i32) -> i32
    %v61 = "bench.mix"(%v60, %v45) : (i32, i32) -> i32
    %v62 = "bench.neg_0"(%v50) {tag = 21 : i32} : (i32) -> i32
    %v63 = "bench.mix"(%v62, %v6) : (i32, i32) -> i32
    %v64 = "bench.mix"(%v41, %v37) : (i32, i32) -> i32
    %v65 = "bench.src"() : () -> i32
    %v66 = "bench.mix"(%v58, %v56) : (i32, i32) -> i32
    %v67 = "bench.mix"(%v10, %v50) : (i32, i32) -> i32
    %v68 = "bench.src"() : () -> i32
    %v69 = "bench.cmp_3"(%v12, %v53) : (i32, i32) -> i32
    %v70 = "bench.not_3"(%v69) {tag = 24 : i32} : (i32) -> i32
    %v71 = "bench.mix"(%v70, %v54) : (i32, i32) -> i32
    %v72 = "bench.neg_0"(%v41) {tag = 7 : i32} : (i32) -> i32
    %v73 = "bench.mix"(%v72, %v50) : (i32, i32) -> i32
    %v74 = "bench.src"() : () -> i32
    %v75 = "bench.mix"(%v22, %v64) : (i32, i32) -> i32
    %v76 = "bench.mix"(%v68, %v0) : (i32, i32) -> i32
    %v77 = "bench.src"() : () -> i32
    %v78 = "bench.src"() : () -> i32
    %v79 = "bench.sub_2"(%v50, %v50) {tag = 23 : i32} : (i32, i32) -> i32
    %v80 = "bench.mix"(%v79, %v8) : (i32, i32) -> i32
    %v81 = "bench.sub_2"(%v74, %v54) {tag = 16 : i32} : (i32, i32) -> i32
    %v82 = "bench.mix"(%v81, %v13) : (i32, i32) -> i32
    %v83 = "bench.src"() : () -> i32
    %v84 = "bench.src"() : () -> i32
    %v85 = "bench.mix"(%v50, %v43) : (i32, i32) -> i32
    %v86 = "bench.src"() : () -> i32
    %v87 = "bench.mix"(%v53, %v58) : (i32, i32) -> i32
    %v88 = "bench.mix"(%v46, %v57) : (i32, i32) -> i32
    %v89 = "bench.neg_0"(%v76) : (i32) -> i32
    %v90 = "bench.neg_0"(%v89) {tag = 0 : i32} : (i32) -> i32
    %v91 = "bench.mix"(%v90, %v14) : (i32, i32) -> i32
    %v92 = "bench.const"() {value = 1 : i32} : () -> i32
    %v93 = "bench.add_6"(%v11, %v92) : (i32, i32) -> i32
    %v94 = "bench.const"() {value = 3 : i32} : () -> i32
    %v95 = "bench.add_6"(%v93, %v94) {tag = 20 : i32} : (i32, i32) -> i32
    %v96 = "bench.mix"(%v95, %v54) : (i32, i32) -> i32
    %v97 = "bench.mix"(%v11, %v50) : (i32, i32) -> i32
    %v98 = "bench.src"() : () -> i32
    %v99 = "bench.neg_0"(%v11) : (i32) -> i32
    %v100 = "bench.neg_0"(%v99) {tag = 21 : i32} : (i32) -> i32
    %v101 = "bench.mix"(%v100, %v12) : (i32, i32) -> i32
    %v102 = "bench.const"() {value = 1 : i32} : () -> i32
    %v103 = "bench.add_6"(%v5, %v102) : (i32, i32) -> i32
    %v104 = "bench.const"() {value = 3 : i32} : () -> i32
    %v105 = "bench.add_6"(%v103, %v104) {tag = 27 : i32} : (i32, i32) -> i32
    %v106 = "bench.mix"(%v105, %v87) : (i32, i32) -> i32
    %v107 = "bench.src"() : () -> i32
    %v108 = "bench.mix"(%v29, %v45) : (i32, i32) -> i32
    %v109 = "bench.undef"() : () -> i32
    "bench.store_4"(%v65, %v109) {tag = 11 : i32} : (i32, i32) -> ()
    %v110 = "bench.select_5"(%v43, %v57, %v44) {tag = 5 : i32} : (i32, i32, i32) -> i32
    %v111 = "bench.mix"(%v110, %v61) : (i32, i32) -> i32
    %v112 = "bench.src"() : () -> i32
    %v113 = "bench.src"() : () -> i32
    %v114 = "bench.mix"(%v12, %v73) : (i32, i32) -> i32
    %v115 = "bench.mix"(%v53, %v65) : (i32, i32) -> i32
    %v116 = "bench.mix"(%v56, %v101) : (i32, i32) -> i32
    %v117 = "bench.src"() : () -> i32
    %v118 = "bench.neg_0"(%v15) : (i32) -> i32
    %v119 = "bench.neg_0"(%v118) {tag = 7 : i32} : (i32) -> i32
    %v120 = "bench.mix"(%v119, %v96) : (i32, i32) -> i32
    "bench.store_4"(%v24, %v53) {tag = 4 : i32} : (i32, i32) -> ()
    %v121 = "bench.src"() : () -> i32
    %v122 = "bench.mix"(%v65, %v113) : (i32, i32) -> i32
    %v123 = "bench.mix"(%v29, %v101) : (i32, i32) -> i32
    %v124 = "bench.mix"(%v85, %v112) : (i32, i32) -> i32
    %v125 = "bench.src"() : () -> i32
    %v126 = "bench.src"() : () -> i32
    %v127 = "bench.neg_0"(%v43) : (i32) -> i32
    %v128 = "bench.neg_0"(%v127) {tag = 28 : i32} : (i32) -> i32
    %v129 = "bench.mix"(%v128, %v86) : (i32, i32) -> i32
    %v130 = "bench.sub_2"(%v47, %v87) {tag = 2 : i32} : (i32, i32) -> i32
    %v131 = "bench.mix"(%v130, %v86) : (i32, i32) -> i32
    %v132 = "bench.mix"(%v80, %v57) : (i32, i32) -> i32
    %v133 = "bench.mix"(%v44, %v75) : (i32, i32) -> i32
    %v134 = "bench.mix"(%v67, %v45) : (i32, i32) -> i32
    %v135 = "bench.mix"(%v56, %v76) : (i32, i32) -> i32
    %v136 = "bench.mix"(%v124, %v75) : (i32, i32) -> i32
    %v137 = "bench.const"() {value = 1 : i32} : () -> i32
    %v138 = "bench.mul_1"(%v61, %v137) {tag = 15 : i32} : (i32, i32) -> i32
    %v139 = "bench.mix"(%v138, %v117) : (i32, i32) -> i32
    %v140 = "bench.sub_2"(%v139, %v47) {tag = 9 : i32} : (i32, i32) -> i32
    %v141 = "bench.mix"(%v140, %v108) : (i32, i32) -> i32
    %v142 = "bench.src"() : () -> i32
    %v143 = "bench.mix"(%v75, %v82) : (i32, i32) -> i32
    %v144 = "bench.mix"(%v73, %v115) : (i32, i32) -> i32
    %v145 = "bench.mix"(%v66, %v123) : (i32, i32) -> i32
    %v146 = "bench.mix"(%v144, %v96) : (i32, i32) -> i32
    %v147 = "bench.sub_2"(%v58, %v58) {tag = 2 : i32} : (i32, i32) -> i32
    %v148 = "bench.mix"(%v147, %v76) : (i32, i32) -> i32
    %v149 = "bench.select_5"(%v83, %v91, %v108) {tag = 5 : i32} : (i32, i32, i32) -> i32
    %v150 = "bench.mix"(%v149, %v120) : (i32, i32) -> i32
    %v151 = "bench.mix"(%v107, %v126) : (i32, i32) -> i32
    %v152 = "bench.mix"(%v115, %v106) : (i32, i32) -> i32
    %v153 = "bench.src"() : () -> i32
    %v154 = "bench.src"() : () -> i32
    %v155 = "bench.mix"(%v78, %v124) : (i32, i32) -> i32
    %v156 = "bench.mix"(%v135, %v86) : (i32, i32) -> i32
    %v157 = "bench.select_5"(%v85, %v131, %v131) {tag = 26 : i32} : (i32, i32, i32) -> i32
    %v158 = "bench.mix"(%v157, %v136) : (i32, i32) -> i32
    %v159 = "bench.sub_2"(%v112, %v78) {tag = 2 : i32} : (i32, i32) -> i32
    %v160 = "bench.mix"(%v159, %v120) : (i32, i32) -> i32
    %v161 = "bench.src"() : () -> i32
    %v162 = "bench.mix"(%v86, %v154) : (i32, i32) -> i32
    %v163 = "bench.mix"(%v76, %v126) : (i32, i32) -> i32
    %v164 = "bench.mix"(%v73, %v85) : (i32, i32) -> i32
    %v165 = "bench.mix"(%v78, %v113) : (i32, i32) -> i32
    %v166 = "bench.src"() : () -> i32
    %v167 = "bench.undef"() : () -> i32
    "bench.store_4"(%v154, %v167) {tag = 18 : i32} : (i32, i32) -> ()
    %v168 = "bench.not_3"(%v160) {tag = 3 : i32} : (i32) -> i32
    %v169 = "bench.mix"(%v168, %v123) : (i32, i32) -> i32
    %v170 = "bench.src"() : () -> i32
    %v171 = "bench.mix"(%v151, %v135) : (i32, i32) -> i32
    %v172 = "bench.mix"(%v169, %v142) : (i32, i32) -> i32
    %v173 = "bench.mix"(%v143, %v86) : (i32, i32) -> i32
    %v174 = "bench.mix"(%v141, %v144) : (i32, i32) -> i32
    %v175 = "bench.mix"(%v160, %v97) : (i32, i32) -> i32
    %v176 = "bench.sub_2"(%v146, %v146) {tag = 2 : i32} : (i32, i32) -> i32
    %v177 = "bench.mix"(%v176, %v112) : (i32, i32) -> i32
    %v178 = "bench.const"() {value = 2 : i32} : () -> i32
    %v179 = "bench.mul_1"(%v131, %v178) {tag = 8 : i32} : (i32, i32) -> i32
    %v180 = "bench.mix"(%v179, %v173) : (i32, i32) -> i32
    %v181 = "bench.mix"(%v125, %v131) : (i32, i32) -> i32
    %v182 = "bench.mix"(%v158, %v111) : (i32, i32) -> i32
    %v183 = "bench.mix"(%v173, %v113) : (i32, i32) -> i32
    %v184 = "bench.mix"(%v156, %v139) : (i32, i32) -> i32
    %v185 = "bench.src"() : () -> i32
    %v186 = "bench.const"() {value = 1 : i32} : () -> i32
    %v187 = "bench.mul_1"(%v156, %v186) {tag = 1 : i32} : (i32, i32) -> i32
    %v188 = "bench.mix"(%v187, %v133) : (i32, i32) -> i32
    %v189 = "bench.not_3"(%v154) {tag = 10 : i32} : (i32) -> i32
    %v190 = "bench.mix"(%v189, %v160) : (i32, i32) -> i32
    %v191 = "bench.mix"(%v120, %v146) : (i32, i32) -> i32
    %v192 = "bench.mix"(%v148, %v173) : (i32, i32) -> i32
    %v193 = "bench.mix"(%v120, %v111) : (i32, i32) -> i32
    %v194 = "bench.mix"(%v169, %v193) : (i32, i32) -> i32
    %v195 = "bench.src"() : () -> i32
    %v196 = "bench.undef"() : () -> i32
    "bench.store_4"(%v126, %v196) {tag = 4 : i32} : (i32, i32) -> ()
    %v197 = "bench.sub_2"(%v142, %v136) {tag = 2 : i32} : (i32, i32) -> i32
    %v198 = "bench.mix"(%v197, %v135) : (i32, i32) -> i32
    %v199 = "bench.src"() : () -> i32
    %v200 = "bench.mix"(%v163, %v135) : (i32, i32) -> i32
    %v201 = "bench.mix"(%v121, %v169) : (i32, i32) -> i32
    %v202 = "bench.src"() : () -> i32
    %v203 = "bench.mix"(%v153, %v148) : (i32, i32) -> i32
    %v204 = "bench.mix"(%v146, %v126) : (i32, i32) -> i32
    %v205 = "bench.const"() {value = 1 : i32} : () -> i32
    %v206 = "bench.mul_1"(%v162, %v205) {tag = 22 : i32} : (i32, i32) -> i32
    %v207 = "bench.mix"(%v206, %v163) : (i32, i32) -> i32
    %v208 = "bench.not_3"(%v133) {tag = 24 : i32} : (i32) -> i32
    %v209 = "bench.mix"(%v208, %v195) : (i32, i32) -> i32
    %v210 = "bench.mix"(%v199, %v201) : (i32, i32) -> i32
    %v211 = "bench.mix"(%v182, %v153) : (i32, i32) -> i32
    %v212 = "bench.mix"(%v198, %v129) : (i32, i32) -> i32
    %v213 = "bench.mix"(%v151, %v150) : (i32, i32) -> i32
    %v214 = "bench.mix"(%v174, %v195) : (i32, i32) -> i32
    %v215 = "bench.undef"() : () -> i32
    "bench.store_4"(%v199, %v215) {tag = 18 : i32} : (i32, i32) -> ()
    %v216 = "bench.select_5"(%v145, %v169, %v213) {tag = 19 : i32} : (i32, i32, i32) -> i32
    %v217 = "bench.mix"(%v216, %v131) : (i32, i32) -> i32
    %v218 = "bench.mix"(%v207, %v169) : (i32, i32) -> i32
    %v219 = "bench.mix"(%v214, %v170) : (i32, i32) -> i32
    %v220 = "bench.mix"(%v181, %v171) : (i32, i32) -> i32
    %v221 = "bench.src"() : () -> i32
    %v222 = "bench.mix"(%v200, %v163) : (i32, i32) -> i32
    %v223 = "bench.src"() : () -> i32
    %v224 = "bench.neg_0"(%v173) : (i32) -> i32
    %v225 = "bench.neg_0"(%v224) {tag = 28 : i32} : (i32) -> i32
    %v226 = "bench.mix"(%v225, %v192) : (i32, i32) -> i32
    %v227 = "bench.sub_2"(%v192, %v203) {tag = 9 : i32} : (i32, i32) -> i32
    %v228 = "bench.mix"(%v227, %v169) : (i32, i32) -> i32
    %v229 = "bench.src"() : () -> i32
    %v230 = "bench.mix"(%v163, %v209) : (i32, i32) -> i32
    %v231 = "bench.mix"(%v218, %v181) : (i32, i32) -> i32
    %v232 = "bench.src"() : () -> i32
    %v233 = "bench.mix"(%v214, %v207) : (i32, i32) -> i32
    %v234 = "bench.select_5"(%v175, %v155, %v155) {tag = 12 : i32} : (i32, i32, i32) -> i32
    %v235 = "bench.mix"(%v234, %v192) : (i32, i32) -> i32
    %v236 = "bench.const"() {value = 1 : i32} : () -> i32
    %v237 = "bench.add_6"(%v165, %v236) : (i32, i32) -> i32
    %v238 = "bench.const"() {value = 3 : i32} : () -> i32
    %v239 = "bench.add_6"(%v237, %v238) {tag = 20 : i32} : (i32, i32) -> i32
    %v240 = "bench.mix"(%v239, %v195) : (i32, i32) -> i32
    %v241 = "bench.src"() : () -> i32
    %v242 = "bench.src"() : () -> i32
    %v243 = "bench.src"() : () -> i32
    %v244 = "bench.neg_0"(%v169) : (i32) -> i32
    %v245 = "bench.neg_0"(%v244) {tag = 21 : i32} : (i32) -> i32
    %v246 = "bench.mix"(%v245, %v231) : (i32, i32) -> i32
    %v247 = "bench.const"() {value = 1 : i32} : () -> i32
    %v248 = "bench.add_6"(%v198, %v247) : (i32, i32) -> i32
    %v249 = "bench.const"() {value = 3 : i32} : () -> i32
    %v250 = "bench.add_6"(%v248, %v249) {tag = 27 : i32} : (i32, i32) -> i32
    %v251 = "bench.mix"(%v250, %v221) : (i32, i32) -> i32
    %v252 = "bench.src"() : () -> i32
    %v253 = "bench.mix"(%v214, %v235) : (i32, i32) -> i32
    %v254 = "bench.undef"() : () -> i32
    "bench.store_4"(%v252, %v254) {tag = 4 : i32} : (i32, i32) -> ()
    %v255 = "bench.not_3"(%v235) {tag = 3 : i32} : (i32) -> i32
    %v256 = "bench.mix"(%v255, %v181) : (i32, i32) -> i32
    %v257 = "bench.mix"(%v203, %v228) : (i32, i32) -> i32
    %v258 = "bench.mix"(%v195, %v242) : (i32, i32) -> i32
    %v259 = "bench.mix"(%v207, %v210) : (i32, i32) -> i32
    %v260 = "bench.mix"(%v191, %v200) : (i32, i32) -> i32
    %v261 = "bench.mix"(%v211, %v252) : (i32, i32) -> i32
    %v262 = "bench.src"() : () -> i32
    %v263 = "bench.const"() {value = 1 : i32} : () -> i32
    %v264 = "bench.add_6"(%v199, %v263) : (i32, i32) -> i32
    %v265 = "bench.const"() {value = 1 : i32} : () -> i32
    %v266 = "bench.add_6"(%v264, %v265) {tag = 27 : i32} : (i32, i32) -> i32
    %v267 = "bench.mix"(%v266, %v231) : (i32, i32) -> i32
    %v268 = "bench.const"() {value = 2 : i32} : () -> i32
    %v269 = "bench.mul_1"(%v251, %v268) {tag = 15 : i32} : (i32, i32) -> i32
    %v270 = "bench.mix"(%v269, %v192) : (i32, i32) -> i32
    %v271 = "bench.mix"(%v242, %v209) : (i32, i32) -> i32
    %v272 = "bench.src"() : () -> i32
    %v273 = "bench.neg_0"(%v180) : (i32) -> i32
    %v274 = "bench.neg_0"(%v273) {tag = 28 : i32} : (i32) -> i32
    %v275 = "bench.mix"(%v274, %v195) : (i32, i32) -> i32
    "bench.store_4"(%v177, %v228) {tag = 18 : i32} : (i32, i32) -> ()
    %v276 = "bench.src"() : () -> i32
    %v277 = "bench.mix"(%v246, %v231) : (i32, i32) -> i32
    %v278 = "bench.mix"(%v243, %v235) : (i32, i32) -> i32
    %v279 = "bench.mix"(%v270, %v243) : (i32, i32) -> i32
    %v280 = "bench.mix"(%v243, %v279) : (i32, i32) -> i32
    %v281 = "bench.mix"(%v257, %v219) : (i32, i32) -> i32
    %v282 = "bench.cmp_3"(%v184, %v232) : (i32, i32) -> i32
    %v283 = "bench.not_3"(%v282) {tag = 17 : i32} : (i32) -> i32
    %v284 = "bench.mix"(%v283, %v219) : (i32, i32) -> i32
    %v285 = "bench.const"() {value = 2 : i32} : () -> i32
    %v286 = "bench.mul_1"(%v278, %v285) {tag = 29 : i32} : (i32, i32) -> i32
    %v287 = "bench.mix"(%v286, %v267) : (i32, i32) -> i32
    %v288 = "bench.src"() : () -> i32
    %v289 = "bench.src"() : () -> i32
    %v290 = "bench.mix"(%v223, %v260) : (i32, i32) -> i32
    %v291 = "bench.mix"(%v270, %v277) : (i32, i32) -> i32
    %v292 = "bench.select_5"(%v259, %v203, %v203) {tag = 12 : i32} : (i32, i32, i32) -> i32
    %v293 = "bench.mix"(%v292, %v235) : (i32, i32) -> i32
    %v294 = "bench.const"() {value = 1 : i32} : () -> i32
    %v295 = "bench.add_6"(%v252, %v294) : (i32, i32) -> i32
    %v296 = "bench.const"() {value = 3 : i32} : () -> i32
    %v297 = "bench.add_6"(%v295, %v296) {tag = 20 : i32} : (i32, i32) -> i32
    %v298 = "bench.mix"(%v297, %v198) : (i32, i32) -> i32
    %v299 = "bench.src"() : () -> i32
    %v300 = "bench.mix"(%v277, %v251) : (i32, i32) -> i32
    %v301 = "bench.mix"(%v211, %v200) : (i32, i32) -> i32
    %v302 = "bench.undef"() : () -> i32
    "bench.store_4"(%v252, %v302) {tag = 11 : i32} : (i32, i32) -> ()
    %v303 = "bench.const"() {value = 1 : i32} : () -> i32
    %v304 = "bench.add_6"(%v259, %v303) : (i32, i32) -> i32
    %v305 = "bench.const"() {value = 3 : i32} : () -> i32
    %v306 = "bench.add_6"(%v304, %v305) {tag = 27 : i32} : (i32, i32) -> i32
    %v307 = "bench.mix"(%v306, %v226) : (i32, i32) -> i32
    %v308 = "bench.src"() : () -> i32
    %v309 = "bench.mix"(%v210, %v257) : (i32, i32) -> i32
    %v310 = "bench.mix"(%v290, %v214) : (i32, i32) -> i32
    %v311 = "bench.undef"() : () -> i32
    "bench.store_4"(%v217, %v311) {tag = 11 : i32} : (i32, i32) -> ()
    %v312 = "bench.neg_0"(%v233) {tag = 0 : i32} : (i32) -> i32
    %v313 = "bench.mix"(%v312, %v232) : (i32, i32) -> i32
    %v314 = "bench.mix"(%v261, %v270) : (i32, i32) -> i32
    %v315 = "bench.mix"(%v257, %v277) : (i32, i32) -> i32
    %v316 = "bench.mix"(%v287, %v309) : (i32, i32) -> i32
    %v317 = "bench.mix"(%v219, %v242) : (i32, i32) -> i32
    %v318 = "bench.mix"(%v270, %v287) : (i32, i32) -> i32
    %v319 = "bench.src"() : () -> i32
    %v320 = "bench.select_5"(%v300, %v252, %v252) {tag = 12 : i32} : (i32, i32, i32) -> i32
    %v321 = "bench.mix"(%v320, %v271) : (i32, i32) -> i32
    %v322 = "bench.const"() {value = 1 : i32} : () -> i32
    %v323 = "bench.add_6"(%v287, %v322) : (i32, i32) -> i32
    %v324 = "bench.const"() {value = 3 : i32} : () -> i32
    %v325 = "bench.add_6"(%v323, %v324) {tag = 27 : i32} : (i32, i32) -> i32
    %v326 = "bench.mix"(%v325, %v261) : (i32, i32) -> i32
    %v327 = "bench.src"() : () -> i32
    %v328 = "bench.mix"(%v222, %v308) : (i32, i32) -> i32
    %v329 = "bench.src"() : () -> i32
    %v330 = "bench.const"() {value = 1 : i32} : () -> i32
    %v331 = "bench.mul_1"(%v276, %v330) {tag = 29 : i32} : (i32, i32) -> i32
    %v332 = "bench.mix"(%v331, %v279) : (i32, i32) -> i32
    %v333 = "bench.const"() {value = 1 : i32} : () -> i32
    %v334 = "bench.add_6"(%v235, %v333) : (i32, i32) -> i32
    %v335 = "bench.const"() {value = 3 : i32} : () -> i32
    %v336 = "bench.add_6"(%v334, %v335) {tag = 6 : i32} : (i32, i32) -> i32
    %v337 = "bench.mix"(%v336, %v259) : (i32, i32) -> i32
    %v338 = "bench.src"() : () -> i32
    %v339 = "bench.mix"(%v258, %v281) : (i32, i32) -> i32
    %v340 = "bench.neg_0"(%v261) : (i32) -> i32
    %v341 = "bench.neg_0"(%v340) {tag = 14 : i32} : (i32) -> i32
    %v342 = "bench.mix"(%v341, %v258) : (i32, i32) -> i32
    %v343 = "bench.not_3"(%v259) {tag = 24 : i32} : (i32) -> i32
    %v344 = "bench.mix"(%v343, %v310) : (i32, i32) -> i32
    %v345 = "bench.src"() : () -> i32
    %v346 = "bench.mix"(%v278, %v300) : (i32, i32) -> i32
    %v347 = "bench.mix"(%v319, %v308) : (i32, i32) -> i32
    %v348 = "bench.src"() : () -> i32
    %v349 = "bench.mix"(%v241, %v284) : (i32, i32) -> i32
    %v350 = "bench.neg_0"(%v246) : (i32) -> i32
    %v351 = "bench.neg_0"(%v350) {tag = 21 : i32} : (i32) -> i32
    %v352 = "bench.mix"(%v351, %v349) : (i32, i32) -> i32
    %v353 = "bench.const"() {value = 2 : i32} : () -> i32
    %v354 = "bench.mul_1"(%v342, %v353) {tag = 22 : i32} : (i32, i32) -> i32
    %v355 = "bench.mix"(%v354, %v316) : (i32, i32) -> i32
    %v356 = "bench.src"() : () -> i32
    %v357 = "bench.mix"(%v281, %v267) : (i32, i32) -> i32
    %v358 = "bench.mix"(%v357, %v347) : (i32, i32) -> i32
    %v359 = "bench.src"() : () -> i32
    %v360 = "bench.neg_0"(%v301) : (i32) -> i32
    %v361 = "bench.neg_0"(%v360) {tag = 7 : i32} : (i32) -> i32
    %v362 = "bench.mix"(%v361, %v314) : (i32, i32) -> i32
    %v363 = "bench.neg_0"(%v339) {tag = 14 : i32} : (i32) -> i32
    %v364 = "bench.mix"(%v363, %v299) : (i32, i32) -> i32
    %v365 = "bench.src"() : () -> i32
    %v366 = "bench.mix"(%v279, %v301) : (i32, i32) -> i32
    %v367 = "bench.mix"(%v258, %v364) : (i32, i32) -> i32
    %v368 = "bench.src"() : () -> i32
    %v369 = "bench.mix"(%v307, %v349) : (i32, i32) -> i32
    %v370 = "bench.select_5"(%v293, %v270, %v270) {tag = 5 : i32} : (i32, i32, i32) -> i32
    %v371 = "bench.mix"(%v370, %v348) : (i32, i32) -> i32
    "bench.store_4"(%v277, %v348) {tag = 4 : i32} : (i32, i32) -> ()
    %v372 = "bench.mix"(%v366, %v329) : (i32, i32) -> i32
    %v373 = "bench.mix"(%v278, %v291) : (i32, i32) -> i32
    %v374 = "bench.src"() : () -> i32
    %v375 = "bench.mix"(%v288, %v313) : (i32, i32) -> i32
    %v376 = "bench.mix"(%v299, %v332) : (i32, i32) -> i32
    %v377 = "bench.src"() : () -> i32
    %v378 = "bench.mix"(%v359, %v348) : (i32, i32) -> i32
    %v379 = "bench.const"() {value = 1 : i32} : () -> i32
    %v380 = "bench.add_6"(%v338, %v379) : (i32, i32) -> i32
    %v381 = "bench.const"() {value = 1 : i32} : () -> i32
    %v382 = "bench.add_6"(%v380, %v381) {tag = 20 : i32} : (i32, i32) -> i32
    %v383 = "bench.mix"(%v382, %v337) : (i32, i32) -> i32
    %v384 = "bench.const"() {value = 1 : i32} : () -> i32
    %v385 = "bench.add_6"(%v332, %v384) : (i32, i32) -> i32
    %v386 = "bench.const"() {value = 3 : i32} : () -> i32
    %v387 = "bench.add_6"(%v385, %v386) {tag = 20 : i32} : (i32, i32) -> i32
    %v388 = "bench.mix"(%v387, %v332) : (i32, i32) -> i32
}
